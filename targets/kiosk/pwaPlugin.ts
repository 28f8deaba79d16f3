// Build-time pieces of the kiosk's installability and offline screen: the web app manifest, the icon, and the
// service worker (targets/kiosk/kiosk-sw.ts, built by vite-plugin-pwa with Workbox's injectManifest: scope /kiosk, so the
// portal is never under it; served from the root so that scope also covers the bare /kiosk address), which
// precaches exactly the kiosk's chunk graph.
import type { LogLevel, Plugin, PluginOption } from "vite"
import { VitePWA } from "vite-plugin-pwa"
import type { ManifestEntry } from "workbox-build"

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

/** The kiosk's page, precached under the address that loads it. */
const KIOSK_PAGE = "/kiosk/"
const KIOSK_MANIFEST = "kiosk/manifest.webmanifest"
const KIOSK_ICON = "kiosk/icon.svg"

type Precached = ManifestEntry & { size: number }

/**
 * The service worker's precache from the built files Workbox found (`found`, with their revisions): the kiosk's
 * page as /kiosk/, its manifest and icon, and `kioskFiles` (its chunk graph), nothing else. Throws when one of
 * them was not found, rather than ship a kiosk that is not whole offline.
 */
export function kioskPrecache(found: readonly Precached[], files: readonly string[]): Precached[] {
  if (files.length === 0) throw new Error("kiosk service worker: the build has no kiosk entry")
  const wanted = new Set([KIOSK_HTML, KIOSK_MANIFEST, KIOSK_ICON, ...files])
  const precache = found.filter((entry) => wanted.has(entry.url))
  const missing = [...wanted].filter((file) => !precache.some((entry) => entry.url === file))
  if (missing.length > 0) throw new Error(`kiosk service worker: not built: ${missing.join(", ")}`)
  return precache.map((entry) => (entry.url === KIOSK_HTML ? { ...entry, url: KIOSK_PAGE } : entry))
}

/** What the build tells the worker's build: the kiosk's chunk graph and how much to log. */
type KioskBuild = { files?: string[]; logLevel: LogLevel }

/** The manifest, the icon and the page's links to them (development serves them itself). */
function kioskInstallable(build: KioskBuild): Plugin {
  return {
    name: "kiosk-pwa",
    configResolved: (config) => {
      build.logLevel = config.logLevel ?? build.logLevel
    },
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) =>
        context.filename.endsWith(KIOSK_HTML)
          ? [
              {
                tag: "link",
                attrs: { rel: "manifest", href: `/${KIOSK_MANIFEST}` },
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
        if (req.url === `/${KIOSK_MANIFEST}`) {
          res.setHeader("Content-Type", "application/manifest+json")
          res.end(JSON.stringify(MANIFEST))
        } else if (req.url === `/${KIOSK_ICON}`) {
          res.setHeader("Content-Type", "image/svg+xml")
          res.end(ICON)
        } else next()
      })
    },
    // After Vite's own: it drops the empty scripts of CSS-only chunks then, and the precache lists what is left
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        build.files = kioskFiles(bundle as unknown as Bundle)
        this.emitFile({ type: "asset", fileName: KIOSK_MANIFEST, source: JSON.stringify(MANIFEST) })
        this.emitFile({ type: "asset", fileName: KIOSK_ICON, source: ICON })
      },
    },
  }
}

export function kioskPwa(): PluginOption[] {
  const build: KioskBuild = { logLevel: "info" }
  return [
    kioskInstallable(build),
    // The worker is built and its precache listed once the bundle is written
    VitePWA({
      strategies: "injectManifest",
      srcDir: "targets/kiosk",
      filename: "kiosk-sw.ts",
      scope: "/kiosk",
      // main.tsx registers it, and the portal's pages get no manifest link: kioskInstallable's are the kiosk's own
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        // a classic worker, as main.tsx registers it
        rollupFormat: "iife",
        globPatterns: ["assets/**", KIOSK_HTML, "kiosk/**"],
        globIgnores: ["**/*.map", "**/*.br", "**/*.gz"],
        manifestTransforms: [
          (found) => {
            if (!build.files) throw new Error("kiosk service worker: the kiosk's chunk graph is not known")
            return { manifest: kioskPrecache(found, build.files) }
          },
        ],
      },
      integration: {
        configureCustomSWViteBuild: (options) => {
          options.logLevel = build.logLevel
        },
      },
    }),
  ]
}
