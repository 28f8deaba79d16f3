import { DEFAULT_SANDBOX_PORT, startSandbox } from "./server.ts"

const port = Number(process.env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`SANDBOX_PORT must be a port number, not ${process.env.SANDBOX_PORT}`)
}

const sandbox = await startSandbox({ port })
console.log(`sandbox listening on ${sandbox.url}`)

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0))
  })
}
