// A target's first frame: its first screen rendered once at build time (with the views themselves, through Vite's
// SSR module loading) into index.html's #root, so that the screen shows as soon as the HTML and its inline styles
// are there, seconds before the target's code has loaded on a slow connection. The frame is inert (nothing in it
// can be pressed or reached by assistive technology) until the code replaces it with the live screen.
//
// The code starts once the frame is painted: its entry and the entry's modulepreloads (on a page's own frame, its
// page's chunks too) move from the HTML to the loader's data (frameLoader.ts, an entry of the build), which adds
// them after the first contentful paint. Fetched earlier, they compete with the frame's paint for the connection
// (and a lab run counts them against it). A page's first requests, the session and a list's first search, start
// just before the code: their answers are there when the code is (targets/shared/sendEarlyRequests.ts).
import path from "node:path"
import { createServer, type Plugin, type Rollup } from "vite"
import { EARLY_RESPONSES } from "../../src/platform/api/earlyRequests.ts"
import { chunksOfModule, escapeHtml, framePage, framePageFileName } from "./framePages.ts"
import { assetText } from "./inlineCss.ts"

/** The loader: a build entry that imports nothing, run by the page as a classic deferred script. */
const LOADER_MODULE = "targets/shared/frameLoader.ts"
/** The first search's dates (the store's rule): an entry of its own, which keeps its exports for the loader. */
const SEARCH_DATES_MODULE = "targets/shared/earlySearchDates.ts"

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
   * The page's first requests, sent by its loader just before the code (targets/shared/sendEarlyRequests.ts): the session
   * call and a list's first search without its dates, which the loader adds by the store's rule.
   */
  firstRequests?: { session: string; search?: string }
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

/** The loader's script element in a page: where it is and what it is given (its data-* attributes). */
export type Loader = {
  /** The built loader's address. */
  src: string
  /** The page's first requests and where their answers go (targets/shared/sendEarlyRequests.ts reads them). */
  data?: Readonly<Record<string, string>>
  /** Modulepreloads to add before the page's others: the chunks the first requests wait for. */
  preloadFirst?: readonly string[]
}

const dataAttributes = (data: Loader["data"] = {}) =>
  Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join("")

/**
 * The built page with `frame` in an inert #root and its entry started by the loader after the first paint, with
 * its first requests (if any) just before. Throws when the page is not shaped as Vite builds it, rather than ship
 * a page that loads nothing.
 */
export function withFirstFrame(html: string, frame: string, loader: Loader): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) throw new Error("first frame: the page has no module entry script")
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`first frame: the page has no empty ${ROOT_ELEMENT}`)
  const first = loader.preloadFirst ?? []
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const ordered = [
    ...preloads.filter((href) => first.includes(href)),
    ...preloads.filter((href) => !first.includes(href)),
  ]
  const script = `<script defer src="${loader.src}" data-entry="${entry[1]}" data-preload="${ordered.join(" ")}"${dataAttributes(loader.data)}></script>`
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, () => `\n    ${script}`)
    .replace(ROOT_ELEMENT, () => `<div id="root" inert>${frame}</div>`)
}

/** The file a module's entry was built into (the loader and the search's dates are entries of the build). */
function entryFileOf(bundle: Rollup.OutputBundle, module: string): string {
  const chunk = Object.values(bundle).find(
    (output): output is Rollup.OutputChunk => output.type === "chunk" && output.facadeModuleId === module,
  )
  if (!chunk) throw new Error(`first frame: ${module} is not an entry of the build`)
  return chunk.fileName
}

/**
 * The loader of a page with first requests: it sends the session call and the search named in its data (the
 * search's dates from the built SEARCH_DATES_MODULE), and preloads first the chunks that module imports.
 */
function requestingLoader(
  bundle: Rollup.OutputBundle,
  root: string,
  requests: NonNullable<RenderedFrame["firstRequests"]>,
): Loader {
  const datesModule = path.resolve(root, SEARCH_DATES_MODULE)
  const dates = entryFileOf(bundle, datesModule)
  return {
    src: `/${entryFileOf(bundle, path.resolve(root, LOADER_MODULE))}`,
    data: {
      session: requests.session,
      ...(requests.search ? { search: requests.search, dates: `/${dates}` } : {}),
      responses: EARLY_RESPONSES,
    },
    preloadFirst: chunksOfModule(bundle, datesModule)
      .filter((chunk) => chunk.fileName !== dates)
      .map((chunk) => `/${chunk.fileName}`),
  }
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
      this.emitFile({ type: "chunk", id: path.resolve(root, LOADER_MODULE), name: "frameLoader" })
      this.emitFile({
        type: "chunk",
        id: path.resolve(root, SEARCH_DATES_MODULE),
        name: "searchDates",
        preserveSignature: "strict",
      })
    },
    transformIndexHtml: {
      order: "post",
      handler: async (html, context) => {
        const target = targets.find(({ html: file }) => path.resolve(root, file) === context.filename)
        const frame = target && (await framesOf(target)).find(({ address }) => address === undefined)
        if (!frame || !context.bundle) return html
        return withFirstFrame(html, frame.html, {
          src: `/${entryFileOf(context.bundle, path.resolve(root, LOADER_MODULE))}`,
        })
      },
    },
    // After the built index.html files are in the bundle (with their stylesheets inlined): a copy per page frame.
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const loader = { src: `/${entryFileOf(bundle, path.resolve(root, LOADER_MODULE))}` }
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
              source: withFirstFrame(
                page,
                frame.html,
                frame.firstRequests ? requestingLoader(bundle, root, frame.firstRequests) : loader,
              ),
            })
          }
        }
      },
    },
  }
}
