// A page's first frame (firstFrame.ts) goes into a copy of the target's index.html with the page's language, title
// and stylesheets, written to first-frames/<address>.html. The server sends that copy for the address (and the
// plain index.html for every other): the preview server here, production's web server by the same rule.
import { stat } from "node:fs/promises"
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

/** The built frame page for a document request's path, if the build has one. */
export async function framePageFor(outDir: string, pathname: string): Promise<string | undefined> {
  const address = pathname.replace(/\/+$/, "")
  if (!/^(\/[\w-]+)+$/.test(address)) return undefined
  const file = path.join(outDir, framePageFileName(address))
  const found = await stat(file).catch(() => undefined)
  return found?.isFile() ? file : undefined
}

/** The stylesheets of the chunk built from `module` and of the chunks it imports, in load order. */
export function stylesheetsOfModule(bundle: Rollup.OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk")
  const start = chunks.find((chunk) => chunk.facadeModuleId === module || chunk.moduleIds.includes(module))
  if (!start) throw new Error(`first frame: no built chunk holds ${module}`)
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<string>()
  const css: string[] = []
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const imported of chunk.imports) {
      const next = byName.get(imported)
      if (next) visit(next)
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file)
  }
  visit(start)
  return css
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/**
 * The built index.html made the frame's page: its language, its title, and its stylesheets that the index does
 * not link already (small ones inlined, as inlineCss.ts does the index's own).
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
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(frame.title ?? "")}</title>`)
  const stylesheets = (frame.styles ?? [])
    .flatMap((module) => stylesheetsOfModule(bundle, path.resolve(root, module)))
    .filter((file, at, all) => all.indexOf(file) === at && !page.includes(`href="/${file}"`))
  const links = stylesheets.map((file) => `<link rel="stylesheet" href="/${file}">`).join("\n    ")
  if (links) page = page.replace("</head>", () => `  ${links}\n  </head>`)
  return inlineSmallStylesheets(page, (fileName) => assetText(bundle, fileName))
}
