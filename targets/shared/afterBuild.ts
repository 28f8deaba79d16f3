import path from "node:path"
import type { Plugin } from "vite"

/**
 * A build step over the build folder once every file of the build is written, the kiosk's service worker (built
 * after the bundle) among them. Such steps run in the order of their plugins.
 */
export function afterBuild(name: string, step: (outDir: string) => Promise<void>): Plugin {
  let outDir = "dist"
  return {
    name,
    apply: "build",
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: { order: "post", sequential: true, handler: () => step(outDir) },
  }
}
