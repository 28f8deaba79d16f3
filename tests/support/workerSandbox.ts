// The sandbox of the page tests over real HTTP, in a worker thread (sandboxWorker.ts): its URL, logins by persona,
// and the app's requests sent to it with node:http, with the persona's session cookie.
import http from "node:http"
import path from "node:path"
import { Worker } from "node:worker_threads"

export type Login = { cookie: string; csrfToken: string }

/** The sandbox in its worker: its URL, logins by persona, and closing it. */
export interface WorkerSandbox {
  url: string
  login(persona: string): Promise<Login>
  close(): Promise<void>
}

export async function startWorkerSandbox(): Promise<WorkerSandbox> {
  const worker = new Worker(path.resolve(import.meta.dirname, "sandboxWorker.ts"), {
    env: process.env,
  })
  let nextId = 0
  const pending = new Map<number, (answer: { login?: Login }) => void>()
  const url = await new Promise<string>((resolve, reject) => {
    worker.once("error", reject)
    worker.on("message", (message: { url?: string; id?: number; login?: Login }) => {
      if (message.url) resolve(message.url)
      else if (message.id !== undefined) pending.get(message.id)?.(message)
    })
  })
  const ask = (message: object) =>
    new Promise<{ login?: Login }>((resolve) => {
      nextId += 1
      pending.set(nextId, resolve)
      worker.postMessage({ ...message, id: nextId })
    })
  return {
    url,
    login: async (persona) => (await ask({ persona })).login!,
    close: async () => {
      await ask({ close: true })
      await worker.terminate()
    },
  }
}

/**
 * A request of the app's clients sent with node:http (happy-dom's fetch holds to the same-origin policy of its
 * page, which the sandbox's origin is not): the same method, headers and body, with the persona's session cookie.
 */
export async function nodeFetch(
  request: Request,
  login: Login | undefined,
  cookies: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = {}
  request.headers.forEach((value, key) => (headers[key] = value))
  const cookie = [login?.cookie, ...Object.entries(cookies).map(([name, value]) => `${name}=${value}`)]
  if (cookie.some(Boolean)) headers.cookie = cookie.filter(Boolean).join("; ")
  const body = ["GET", "HEAD"].includes(request.method) ? undefined : Buffer.from(await request.arrayBuffer())
  return new Promise((resolve, reject) => {
    const outgoing = http.request(request.url, { method: request.method, headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
      incoming.on("end", () => {
        const answer = new Headers()
        for (const [key, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) answer.set(key, Array.isArray(value) ? value.join(", ") : value)
        }
        const status = incoming.statusCode ?? 500
        const content = status === 204 || status === 304 ? null : Buffer.concat(chunks)
        resolve(new Response(content, { status, headers: answer }))
      })
      incoming.on("error", reject)
    })
    outgoing.on("error", reject)
    outgoing.end(body)
  })
}
