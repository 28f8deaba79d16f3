// Uncommon fixed ports, never reusing a server that happens to be there: the tests must hit this build.
// E2E_SANDBOX_PORT, E2E_PREVIEW_PORT and E2E_OUT_DIR (a `vite build --outDir`) let two runs share a machine.
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4791)
export const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4781)
export const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`
