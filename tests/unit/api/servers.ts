import { createServer, type RequestListener, type Server } from "node:http"
import type { AddressInfo } from "node:net"

export interface LocalServer {
  url: string
  /** Paths and queries of the requests received, in order. */
  requests: string[]
  close(): Promise<void>
}

/** A real HTTP server on a free port, for the transport failures the sandbox does not produce (yet). */
export async function localServer(listener: RequestListener): Promise<LocalServer> {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? "")
    listener(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Accepts connections and never answers. */
export const neverAnswers: RequestListener = () => {}

/** Sends the status line and headers, then stalls before the body. */
export const stallsBody: RequestListener = (_request, response) => {
  response.writeHead(200, { "content-type": "application/json" })
  response.flushHeaders()
}

/** An origin nothing listens on: a port that was free a moment ago. */
export async function closedOrigin(): Promise<string> {
  const server = await localServer(neverAnswers)
  await server.close()
  return server.url
}

/** A fetch that sends these cookies, as a browser context with them set would. */
export function withCookies(cookies: Record<string, string>, seen?: Request[]) {
  const header = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ")
  return (request: Request): Promise<Response> => {
    if (header) request.headers.set("cookie", header)
    seen?.push(request)
    return globalThis.fetch(request)
  }
}
