// Uncommon fixed ports, never reusing a server that happens to be there: the tests must hit this build.
// E2E_SANDBOX_PORT, E2E_WEB_PORT and E2E_OUT_DIR (a `vite build --outDir`) let two runs share a machine.
import path from "node:path"

export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4791)
/** nginx (`npm run serve`) over the build, in front of the sandbox: what production runs. */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4781)
export const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`
/** The build the tests run against. */
export const OUT_DIR = path.resolve(process.env.E2E_OUT_DIR ?? "dist")
