// The pages' render-blocking stylesheets go into index.html when they are small, saving a round trip before the
// first paint. Each stays in the page as a disabled <link> (not fetched), so Vite's loader of lazy chunks, which
// skips a stylesheet the page already links, does not fetch it a second time.
import { gzipSync } from "node:zlib"
import type { Plugin } from "vite"

/** Larger stylesheets are better cached on their own than repeated in every page load. */
export const INLINE_CSS_MAX_GZIP_BYTES = 4 * 1024

type BundleFile = { type: "asset"; source: string | Uint8Array } | { type: "chunk" }

/** The text of a built file that is an asset (a stylesheet, a page). */
export function assetText(
  bundle: Readonly<Record<string, BundleFile>>,
  fileName: string,
): string | undefined {
  const file = bundle[fileName]
  if (file?.type !== "asset") return undefined
  return typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source)
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g

/** The page with each small stylesheet it links inlined; `css` gives a built stylesheet's text. */
export function inlineSmallStylesheets(html: string, css: (fileName: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
    const text = css(fileName)
    if (text === undefined || gzipSync(text).length > INLINE_CSS_MAX_GZIP_BYTES) return link
    // "</style" cannot occur in Vite's minified CSS except inside a string; escaped there, it stays the same CSS.
    const safe = text.replace(/<\/style/gi, "<\\/style")
    return `<link rel="stylesheet" href="/${fileName}" disabled><style>${safe.trim()}</style>`
  })
}

export function inlineCss(): Plugin {
  return {
    name: "inline-small-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => {
        const bundle = context.bundle as Record<string, BundleFile> | undefined
        if (!bundle) return html
        return inlineSmallStylesheets(html, (fileName) => assetText(bundle, fileName))
      },
    },
  }
}
