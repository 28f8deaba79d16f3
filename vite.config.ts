import { readFile } from "node:fs/promises"
import path from "node:path"
import optimizeLocales from "@react-aria/optimize-locales-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig, type Connect, type Plugin, type ViteDevServer } from "vite"
import { LANGUAGES } from "./src/domain/language.ts"
import { kioskPwa } from "./targets/kiosk/pwaPlugin.ts"
import { firstFrames } from "./targets/shared/firstFrame.ts"
import { inlineCss } from "./targets/shared/inlineCss.ts"
import { precompressAssets } from "./targets/shared/precompress.ts"
import { preloadListsOfWhatIsMissing } from "./targets/shared/preloadLists.ts"
import { webServerConfig } from "./targets/shared/webServer.ts"

const root = import.meta.dirname
const sandboxUrl = process.env.SANDBOX_URL ?? "http://localhost:4010"

// Both targets live in one build; the kiosk is served under /kiosk/, the portal at the site root.
const targets = {
  kiosk: { base: "/kiosk", html: "targets/kiosk/index.html", firstFrame: "targets/kiosk/firstFrame.tsx" },
  portal: { base: "/", html: "targets/portal/index.html", firstFrame: "targets/portal/firstFrame.tsx" },
} as const

function targetFor(url: string) {
  return url === targets.kiosk.base || url.startsWith(`${targets.kiosk.base}/`)
    ? targets.kiosk
    : targets.portal
}

function wantsDocument(req: Connect.IncomingMessage): boolean {
  const url = req.url ?? "/"
  if (req.method !== "GET" && req.method !== "HEAD") return false
  if (/^\/(api|oauth|assets|@|node_modules|src|targets|locales|generated)\b/.test(url)) return false
  return path.extname(url.split("?")[0] ?? "") === ""
}

// Deep links and reloads in development: any document request gets its target's index.html. The build is served
// by nginx (`npm run serve`, from the configuration the build writes: targets/shared/webServer.ts).
function targetDocuments(): Plugin {
  const devHandler =
    (server: ViteDevServer): Connect.NextHandleFunction =>
    async (req, res, next) => {
      if (!wantsDocument(req)) return next()
      try {
        const target = targetFor(req.url ?? "/")
        const html = await readFile(path.join(root, target.html), "utf8")
        const transformed = await server.transformIndexHtml(req.url ?? "/", html)
        res.setHeader("Content-Type", "text/html; charset=utf-8")
        res.end(transformed)
      } catch (error) {
        next(error)
      }
    }
  return {
    name: "target-documents",
    configureServer: (server) => {
      server.middlewares.use(devHandler(server))
    },
  }
}

const preloadLists = preloadListsOfWhatIsMissing()

const proxy = {
  "/api": { target: sandboxUrl, changeOrigin: false },
  "/oauth": { target: sandboxUrl, changeOrigin: false },
}

export default defineConfig({
  plugins: [
    // react-aria's own strings (dialog, calendar and combobox labels) only in the portal's languages
    optimizeLocales.vite({ locales: LANGUAGES }),
    react(),
    targetDocuments(),
    kioskPwa(),
    // The kiosk's attract screen is in its HTML, the private list's page in pages of its own
    // (targets/shared/firstFrame.ts)
    firstFrames([
      { html: targets.kiosk.html, module: targets.kiosk.firstFrame },
      { html: targets.portal.html, module: targets.portal.firstFrame },
    ]),
    inlineCss(),
    preloadLists.plugin,
    precompressAssets(),
    // dist/server/: how nginx (and a CDN) serves what was built
    webServerConfig({
      targets: [
        { under: targets.kiosk.base, html: targets.kiosk.html },
        { under: targets.portal.base, html: targets.portal.html },
      ],
      contract: path.join(root, "contracts/openapi.yaml"),
    }),
  ],
  appType: "custom",
  server: { proxy },
  build: {
    target: "es2022",
    // for `npm run size` (it names chunks by their sources); the web server never sends them, and no file points
    // to them
    sourcemap: "hidden",
    // read by scripts/size.ts to name each chunk by its source
    manifest: true,
    // a lazily loaded chunk's preload list leaves out what its importer has loaded (targets/shared/preloadLists.ts)
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
    rollupOptions: {
      input: {
        portal: path.join(root, targets.portal.html),
        kiosk: path.join(root, targets.kiosk.html),
      },
      // Lazily loaded chunks and assets by their hash alone: each file name is written into every chunk that imports
      // it and into the entry's preload map of every page (about 1 KiB gzip of the portal's first load). The entries
      // keep their names; `npm run size` names chunks by their sources (the manifest and source maps).
      output: {
        chunkFileNames: "assets/[hash].js",
        assetFileNames: "assets/[hash][extname]",
        // What both targets' first loads carry, in one chunk as before the features' store models loaded apart from
        // their views (their manifests' loaders): reached by those models without the views' parts, these would split
        // into more, smaller first-load chunks that compress worse. (src/domain/clock.ts stays out: the first frame's
        // early search dates import it, and only it.)
        codeSplitting: {
          groups: [
            {
              name: "boot",
              test: new RegExp(
                [
                  String.raw`node_modules[\\/](mobx|mobx-react-lite|mobx-state-tree|openapi-fetch)[\\/]`,
                  String.raw`src[\\/]kit[\\/](ui[\\/]StoreContext\.tsx|stores[\\/](Loadable|loadError)\.ts)$`,
                  String.raw`src[\\/]platform[\\/]api[\\/](client|errors|transport)\.ts$`,
                  String.raw`src[\\/]domain[\\/](language|features)\.ts$`,
                ].join("|"),
              ),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
