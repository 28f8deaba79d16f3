// A target's first frame: its first screen rendered once at build time (with the views themselves, through Vite's
// SSR module loading) into index.html's #root, so that the screen shows as soon as the HTML and its inline styles
// are there, seconds before the target's code has loaded on a slow connection. The frame is inert (nothing in it
// can be pressed or reached by assistive technology) until the code replaces it with the live screen.
//
// The code starts once the frame is painted: its entry and the entry's modulepreloads move from the HTML to a small
// deferred script, which adds them after the first contentful paint. Fetched earlier, they compete with the frame's
// paint for the connection (and a lab run counts them against it).
import { createHash } from "node:crypto"
import path from "node:path"
import { createServer, type Plugin } from "vite"

export type FirstFrame = {
  /** The target's index.html, from the project root. */
  html: string
  /** A module, from the project root, whose `renderFirstFrame(): Promise<string>` renders the frame's HTML. */
  module: string
}

type FrameModule = { renderFirstFrame: () => Promise<string> }

const ROOT_ELEMENT = '<div id="root"></div>'
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * Runs in the page as a classic deferred script (its source is this function's): imports the entry named by its
 * `data-entry`, with modulepreloads for its `data-preload` list, after the first contentful paint. A hidden page
 * paints nothing and starts at once, as does a browser that does not report paints; two seconds is the latest.
 */
export function startAfterFirstPaint(): void {
  const script = document.currentScript
  const entry = script?.dataset.entry
  if (!script || !entry) return
  const preloads = (script.dataset.preload ?? "").split(" ").filter(Boolean)
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of preloads) {
      const link = document.createElement("link")
      link.rel = "modulepreload"
      link.crossOrigin = ""
      link.href = href
      document.head.append(link)
    }
    void import(entry)
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

/** The loader's file: content-addressed like the build's other assets, so it is cached for good. */
export function firstFrameLoader(): { fileName: string; source: string } {
  const source = `(${startAfterFirstPaint.toString()})();\n`
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8)
  return { fileName: `assets/${hash}.js`, source }
}

/**
 * The built page with `frame` in an inert #root and its entry started by the loader at `loaderPath` (absolute)
 * after the first paint. Throws when the page is not shaped as Vite builds it, rather than ship a page that
 * loads nothing.
 */
export function withFirstFrame(html: string, frame: string, loaderPath: string): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) throw new Error("first frame: the page has no module entry script")
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`first frame: the page has no empty ${ROOT_ELEMENT}`)
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const loader = `<script defer src="${loaderPath}" data-entry="${entry[1]}" data-preload="${preloads.join(" ")}"></script>`
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, `\n    ${loader}`)
    .replace(ROOT_ELEMENT, () => `<div id="root" inert>${frame}</div>`)
}

/** Renders a frame module's HTML with a Vite server of its own (SSR module loading; no HMR, no file watching). */
async function renderFrame(root: string, module: string): Promise<string> {
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
    return await loaded.renderFirstFrame()
  } finally {
    await server.close()
  }
}

export function firstFrames(frames: readonly FirstFrame[]): Plugin {
  let root = process.cwd()
  const loader = firstFrameLoader()
  return {
    name: "first-frame",
    apply: "build",
    configResolved: (config) => {
      root = config.root
    },
    buildStart() {
      this.emitFile({ type: "asset", fileName: loader.fileName, source: loader.source })
    },
    transformIndexHtml: {
      order: "post",
      handler: async (html, context) => {
        const frame = frames.find(({ html: file }) => path.resolve(root, file) === context.filename)
        if (!frame) return html
        return withFirstFrame(html, await renderFrame(root, frame.module), `/${loader.fileName}`)
      },
    },
  }
}
