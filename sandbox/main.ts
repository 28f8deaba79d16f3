// `npm run sandbox`: the sandbox on SANDBOX_PORT (4010), its state in SANDBOX_DATA_DIR (sandbox/data) or in
// SANDBOX_DATABASE (a file, or :memory: to start from the seed every time).
// `npm run sandbox:reset` (--reset): back to the seed, then exit.
// Behind a proxy: SANDBOX_TRUSTED_PROXIES (comma-separated addresses and CIDR ranges; 127.0.0.1,::1 unless set,
// `none` for no proxy) are the peers whose X-Forwarded-For/-Proto/-Host count (sandbox/clientAddress.ts).
// SANDBOX_KIOSK_ADDRESSES (addresses and ranges; none unless set) are lobby kiosks: each has an anonymous check-in
// budget of its own, larger than a browser's (sandbox/booking/checkInGuard.ts).
// The rest of the environment (SANDBOX_NOW, SANDBOX_SESSION_MINUTES…) is read by sandboxConfig in server.ts.
import { DEFAULT_SANDBOX_PORT, startSandbox } from "./server.ts"
import { databaseFileIn, DEFAULT_DATA_DIR, resetSandboxDatabase } from "./state.ts"

const databaseFile =
  process.env.SANDBOX_DATABASE || databaseFileIn(process.env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR)

if (process.argv.includes("--reset")) {
  resetSandboxDatabase(databaseFile)
  console.log(`sandbox state reset to the seed in ${databaseFile}`)
  process.exit(0)
}

const port = Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`SANDBOX_PORT must be a port number, not ${process.env.SANDBOX_PORT}`)
}

const sandbox = await startSandbox({ port, databaseFile })
// performance.now() counts from the start of the process, so this includes loading Node and the modules.
console.log(`sandbox listening on ${sandbox.url} (state: ${databaseFile})`)
console.log(`sandbox ready in ${Math.round(performance.now())} ms`)

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0))
  })
}
