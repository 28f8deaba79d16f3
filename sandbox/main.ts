import { DEFAULT_SANDBOX_PORT, startSandbox } from "./server.ts"
import { databaseFileIn, DEFAULT_DATA_DIR } from "./state.ts"

const port = Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`SANDBOX_PORT must be a port number, not ${process.env.SANDBOX_PORT}`)
}

const dataDir = process.env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR
const sandbox = await startSandbox({ port, databaseFile: databaseFileIn(dataDir) })
console.log(`sandbox listening on ${sandbox.url}`)

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0))
  })
}
