// A page's first frame (firstFrame.ts) goes into a copy of the target's index.html with the page's language, title
// and stylesheets, written to first-frames/<address>.html. The web server sends that copy for the address, and the
// target's plain index.html for every other (webServer.ts).
import path from "node:path"
import type { Rollup } from "vite"
import type { RenderedFrame } from "./firstFrame.ts"
import { assetText, inlineSmallStylesheets } from "./inlineCss.ts"

export const FIRST_FRAMES_DIR = "first-frames"

/** The built file of the page at `address` (a path such as /fi/ajanvaraus/yksityisasiakas). */
export function framePageFileName(address: string): string {
  if (!/^(\/[\w-]+)+$/.test(address)) throw new Error(`first frame: ${address} is not a page's address`)
  return `${FIRST_FRAMES_DIR}${address}.html`
}

/** The address a built frame page is for (the inverse of framePageFileName); undefined for any other file. */
export function framePageAddress(fileName: string): string | undefined {
  return new RegExp(`^${FIRST_FRAMES_DIR}((?:/[\\w-]+)+)\\.html$`).exec(fileName)?.[1]
}

/** The chunk built from `module` and the chunks it imports, each once, in load order (imports first). */
export function chunksOfModule(bundle: Rollup.OutputBundle, module: string): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk")
  const start = chunks.find((chunk) => chunk.facadeModuleId === module || chunk.moduleIds.includes(module))
  if (!start) throw new Error(`first frame: no built chunk holds ${module}`)
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<string>()
  const ordered: Rollup.OutputChunk[] = []
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const imported of chunk.imports) {
      const next = byName.get(imported)
      if (next) visit(next)
    }
    ordered.push(chunk)
  }
  visit(start)
  return ordered
}

/** The stylesheets of the chunk built from `module` and of the chunks it imports, in load order. */
export function stylesheetsOfModule(bundle: Rollup.OutputBundle, module: string): string[] {
  const css = chunksOfModule(bundle, module).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
  return css.filter((file, at) => css.indexOf(file) === at)
}

/** Text for HTML, as an element's text or an attribute's value in double quotes. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/**
 * The built index.html made the frame's page: its language, its title, its stylesheets that the index does not
 * link already (small ones inlined, as inlineCss.ts does the index's own), and modulepreloads for its chunks that
 * the index does not preload (the loader in firstFrame.ts starts them after the first paint, with the entry's).
 */
export function framePage(
  index: string,
  frame: RenderedFrame,
  bundle: Rollup.OutputBundle,
  root: string,
): string {
  let page = index
  if (frame.lang) page = page.replace(/<html lang="[^"]*">/, `<html lang="${frame.lang}">`)
  if (frame.title)
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(frame.title ?? "")}</title>`)
  const modules = (frame.modules ?? []).map((module) => path.resolve(root, module))
  const notInIndex = (file: string, at: number, all: string[]) =>
    all.indexOf(file) === at && !page.includes(`"/${file}"`)
  const stylesheets = modules.flatMap((module) => stylesheetsOfModule(bundle, module)).filter(notInIndex)
  const chunks = modules
    .flatMap((module) => chunksOfModule(bundle, module).map((chunk) => chunk.fileName))
    .filter(notInIndex)
  const links = [
    ...stylesheets.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join("\n    ")
  if (links) page = page.replace("</head>", () => `  ${links}\n  </head>`)
  return inlineSmallStylesheets(page, (fileName) => assetText(bundle, fileName))
}
