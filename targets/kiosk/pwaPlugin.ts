// Build-time pieces of the kiosk's installability and offline screen: the web app manifest, the icon, and a
// service worker (scope /kiosk, so the portal is never under it; served from the root so that scope also covers
// the bare /kiosk address) that precaches exactly the kiosk's chunk graph.
import type { Plugin } from "vite"
import { kioskServiceWorker } from "../../src/api/kioskServiceWorker.ts"
import { KIOSK_ASSET_CACHE_PREFIX } from "../../src/domain/kiosk.ts"

type OutputChunk = {
  type: "chunk"
  fileName: string
  isEntry: boolean
  name: string
  imports: string[]
  dynamicImports: string[]
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> }
}
type OutputAsset = { type: "asset"; fileName: string; source?: string | Uint8Array }
type Bundle = Record<string, OutputChunk | OutputAsset>

const KIOSK_HTML = "targets/kiosk/index.html"

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#ffffff"/><path d="M8 2a6 6 0 0 1 6 6 6 6 0 0 1-6 6H2V8a6 6 0 0 1 6-6z" fill="#0b5cad"/></svg>`

const MANIFEST = {
  name: "Ilmoittautuminen ja ajanvaraus",
  short_name: "Kioski",
  lang: "fi",
  start_url: "/kiosk/",
  scope: "/kiosk/",
  display: "fullscreen",
  display_override: ["fullscreen", "standalone"],
  orientation: "any",
  background_color: "#ffffff",
  theme_color: "#0b5cad",
  icons: [{ src: "/kiosk/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
}

/** Every file the kiosk entry can load: its chunks (static and lazy), their CSS and assets. */
export function kioskFiles(bundle: Bundle, entryName = "kiosk"): string[] {
  const entry = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === "chunk" && output.isEntry && output.name === entryName,
  )
  if (!entry) return []
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName)) return
    files.add(fileName)
    const output = bundle[fileName]
    if (output?.type !== "chunk") return
    output.viteMetadata?.importedCss.forEach((css) => files.add(css))
    output.viteMetadata?.importedAssets.forEach((asset) => files.add(asset))
    ;[...output.imports, ...output.dynamicImports].forEach(visit)
  }
  visit(entry.fileName)
  // and the scripts the page itself loads (the first frame's loader, which starts the entry)
  const page = bundle[KIOSK_HTML]
  const html = page?.type === "asset" ? page.source : undefined
  const text = typeof html === "string" ? html : html && new TextDecoder().decode(html)
  for (const [, file] of text?.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g) ?? []) if (file) files.add(file)
  return [...files].sort()
}

export function kioskPwa(): Plugin {
  return {
    name: "kiosk-pwa",
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) =>
        context.filename.endsWith(KIOSK_HTML)
          ? [
              {
                tag: "link",
                attrs: { rel: "manifest", href: "/kiosk/manifest.webmanifest" },
                injectTo: "head",
              },
              {
                tag: "meta",
                attrs: { name: "theme-color", content: MANIFEST.theme_color },
                injectTo: "head",
              },
            ]
          : [],
    },
    configureServer: (server) => {
      server.middlewares.use((req, res, next) => {
        if (req.url === "/kiosk/manifest.webmanifest") {
          res.setHeader("Content-Type", "application/manifest+json")
          res.end(JSON.stringify(MANIFEST))
        } else if (req.url === "/kiosk/icon.svg") {
          res.setHeader("Content-Type", "image/svg+xml")
          res.end(ICON)
        } else next()
      })
    },
    // After Vite's own: it drops the empty scripts of CSS-only chunks then, and the precache lists what is left
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const files = kioskFiles(bundle as unknown as Bundle)
        const precache = [
          "/kiosk/",
          "/kiosk/manifest.webmanifest",
          "/kiosk/icon.svg",
          ...files.map((file) => `/${file}`),
        ]
        const version = files
          .join("|")
          .split("")
          .reduce((hash, character) => (Math.imul(hash, 31) + character.charCodeAt(0)) | 0, 7)
        const cacheName = `${KIOSK_ASSET_CACHE_PREFIX}${(version >>> 0).toString(36)}`
        this.emitFile({
          type: "asset",
          fileName: "kiosk/manifest.webmanifest",
          source: JSON.stringify(MANIFEST),
        })
        this.emitFile({ type: "asset", fileName: "kiosk/icon.svg", source: ICON })
        this.emitFile({
          type: "asset",
          fileName: "kiosk-sw.js",
          source: `(${kioskServiceWorker.toString()})(${JSON.stringify(cacheName)}, ${JSON.stringify(KIOSK_ASSET_CACHE_PREFIX)}, ${JSON.stringify(precache)});\n`,
        })
      },
    },
  }
}
