// The in-process sandbox of the page tests, in a worker thread: the pages render in happy-dom, whose
// globals (URL, Request) the sandbox's server code cannot run on, so the sandbox keeps Node's own in here.
import { parentPort } from "node:worker_threads"
import { startBookingSandbox } from "../unit/sandbox/booking/support.ts"

// as tests/support/setup.ts does for sandboxes started in the test process
if (process.env.TEST_NOW) process.env.SANDBOX_NOW = process.env.TEST_NOW

const sandbox = await startBookingSandbox()
parentPort!.on("message", (message: { id: number; persona?: string; close?: boolean }) => {
  if (message.close) {
    void sandbox.close().then(() => parentPort!.postMessage({ id: message.id }))
    return
  }
  parentPort!.postMessage({ id: message.id, login: sandbox.login(message.persona!) })
})
parentPort!.postMessage({ url: sandbox.url })
