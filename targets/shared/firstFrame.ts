// A target's first frame: its first screen rendered once at build time (with the views themselves, through Vite's
// SSR module loading) into index.html's #root, so that the screen shows as soon as the HTML and its inline styles
// are there, seconds before the target's code has loaded on a slow connection. The frame is inert (nothing in it
// can be pressed or reached by assistive technology) until the code replaces it with the live screen.
//
// The code starts once the frame is painted: its entry and the entry's modulepreloads (on a page's own frame, its
// page's chunks too) move from the HTML to a small deferred script, which adds them after the first contentful
// paint. Fetched earlier, they compete with the frame's paint for the connection (and a lab run counts them against
// it). A page's first requests, the session and a list's first search, start just before the code: their answers
// are there when the code is (src/api/earlyRequests.ts).
import { createHash } from "node:crypto"
import path from "node:path"
import { createServer, type Plugin } from "vite"
import { EARLY_RESPONSES, firstSearchDates, sendEarlyRequests } from "../../src/api/earlyRequests.ts"
import { escapeHtml, framePage, framePageFileName } from "./framePages.ts"
import { assetText } from "./inlineCss.ts"

export type FirstFrame = {
  /** The target's index.html, from the project root. */
  html: string
  /** A module, from the project root, whose `renderFirstFrames(): Promise<RenderedFrame[]>` renders the frames. */
  module: string
}

/** One frame a target's frame module renders. */
export type RenderedFrame = {
  /** The frame's HTML, for #root. */
  html: string
  /**
   * The page's address, when the frame is for one page: it then goes into a copy of index.html that the server
   * sends for that address (framePages.ts). Without one, the frame goes into index.html itself.
   */
  address?: string
  /** The page's language and document title, for a page of its own. */
  lang?: string
  title?: string
  /**
   * The page's first requests, sent by its loader just before the code (src/api/earlyRequests.ts): the session call
   * and a list's first search without its dates, which the loader adds in `zone`.
   */
  firstRequests?: { session: string; search?: string; zone: string }
  /**
   * Modules (from the project root) the page needs from its start: their built chunks, and the chunks those
   * import, are preloaded with the entry's, and their stylesheets linked.
   */
  modules?: readonly string[]
}

type FrameModule = { renderFirstFrames: () => Promise<RenderedFrame[]> }

const ROOT_ELEMENT = '<div id="root"></div>'
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * Runs in the page as a classic deferred script (its source is this function's): after the first contentful
 * paint, sends the page's first requests (`sendFirstRequests`, given the script's data) and imports the entry
 * named by its `data-entry`, with modulepreloads for its `data-preload` list. A hidden page paints nothing and
 * starts at once, as does a browser that does not report paints; two seconds is the latest.
 */
export function startAfterFirstPaint(sendFirstRequests?: (data: DOMStringMap) => void): void {
  const script = document.currentScript
  const entry = script?.dataset.entry
  if (!script || !entry) return
  const preloads = (script.dataset.preload ?? "").split(" ").filter(Boolean)
  const preload = (href: string) => {
    const link = document.createElement("link")
    link.rel = "modulepreload"
    link.crossOrigin = ""
    link.href = href
    document.head.append(link)
  }
  let started = false
  // The entry first, then one preload a task: each request's set-up is cheap, but a dozen in one task is not on a
  // slow phone (or under a profiler, which records each request's initiator).
  const start = () => {
    if (started) return
    started = true
    sendFirstRequests?.(script.dataset)
    void import(entry)
    for (const href of preloads) setTimeout(preload, 0, href)
  }
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes.includes("paint")) {
    start()
    return
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return
    observer.disconnect()
    setTimeout(start)
  }).observe({ type: "paint", buffered: true })
  document.addEventListener("visibilitychange", start, { once: true })
  setTimeout(start, 2000)
}

/**
 * The loader's file: content-addressed like the build's other assets, so it is cached for good. The loader of
 * pages with first requests (RenderedFrame.firstRequests) sends them just before it starts the code.
 */
export function firstFrameLoader(withFirstRequests = false): { fileName: string; source: string } {
  const sendFirstRequests = withFirstRequests
    ? `(data) => (${sendEarlyRequests.toString()})(data, ${JSON.stringify(EARLY_RESPONSES)}, ${firstSearchDates.toString()})`
    : ""
  const source = `(${startAfterFirstPaint.toString()})(${sendFirstRequests});\n`
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8)
  return { fileName: `assets/${hash}.js`, source }
}

/** The loader's data for the page's first requests (sendEarlyRequests reads them). */
function firstRequestsData(requests: RenderedFrame["firstRequests"]): string {
  if (!requests) return ""
  return Object.entries(requests)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join("")
}

/**
 * The built page with `frame` in an inert #root and its entry started by the loader at `loaderPath` (absolute)
 * after the first paint, with its first requests (if any) just before. Throws when the page is not shaped as Vite
 * builds it, rather than ship a page that loads nothing.
 */
export function withFirstFrame(
  html: string,
  frame: string,
  loaderPath: string,
  firstRequests?: RenderedFrame["firstRequests"],
): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) throw new Error("first frame: the page has no module entry script")
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`first frame: the page has no empty ${ROOT_ELEMENT}`)
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const loader = `<script defer src="${loaderPath}" data-entry="${entry[1]}" data-preload="${preloads.join(" ")}"${firstRequestsData(firstRequests)}></script>`
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, `\n    ${loader}`)
    .replace(ROOT_ELEMENT, () => `<div id="root" inert>${frame}</div>`)
}

/** Renders a frame module's frames with a Vite server of its own (SSR module loading; no HMR, no file watching). */
async function renderFrames(root: string, module: string): Promise<RenderedFrame[]> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const loaded = (await server.ssrLoadModule(`/${module}`)) as FrameModule
    return await loaded.renderFirstFrames()
  } finally {
    await server.close()
  }
}

export function firstFrames(targets: readonly FirstFrame[]): Plugin {
  let root = process.cwd()
  const loader = firstFrameLoader()
  const requestingLoader = firstFrameLoader(true)
  const loaderPath = `/${loader.fileName}`
  const requestingLoaderPath = `/${requestingLoader.fileName}`
  // Each module renders once a build, for its index.html and for its pages
  const rendered = new Map<string, Promise<RenderedFrame[]>>()
  const framesOf = (target: FirstFrame) => {
    let frames = rendered.get(target.module)
    if (!frames) rendered.set(target.module, (frames = renderFrames(root, target.module)))
    return frames
  }
  return {
    name: "first-frame",
    apply: "build",
    configResolved: (config) => {
      root = config.root
    },
    buildStart() {
      rendered.clear()
      for (const { fileName, source } of [loader, requestingLoader])
        this.emitFile({ type: "asset", fileName, source })
    },
    transformIndexHtml: {
      order: "post",
      handler: async (html, context) => {
        const target = targets.find(({ html: file }) => path.resolve(root, file) === context.filename)
        const frame = target && (await framesOf(target)).find(({ address }) => address === undefined)
        return frame ? withFirstFrame(html, frame.html, loaderPath) : html
      },
    },
    // After the built index.html files are in the bundle (with their stylesheets inlined): a copy per page frame.
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        for (const target of targets) {
          const pages = (await framesOf(target)).filter(
            (frame): frame is RenderedFrame & { address: string } => frame.address !== undefined,
          )
          if (pages.length === 0) continue
          const index = assetText(bundle, path.relative(root, path.resolve(root, target.html)))
          if (index === undefined) throw new Error(`first frame: ${target.html} is not in the build`)
          for (const frame of pages) {
            const page = framePage(index, frame, bundle, root)
            this.emitFile({
              type: "asset",
              fileName: framePageFileName(frame.address),
              source: frame.firstRequests
                ? withFirstFrame(page, frame.html, requestingLoaderPath, frame.firstRequests)
                : withFirstFrame(page, frame.html, loaderPath),
            })
          }
        }
      },
    },
  }
}
