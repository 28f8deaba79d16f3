// The messaging pages rendered in happy-dom (renderView) on the messaging area of a sandbox over real HTTP (in a
// worker thread: useWorkerSandbox of tests/support/sandbox.ts), logged in as a persona, at the page's route.
import type { ReactNode } from "react"
import { messagingOnOrigin } from "../../../../src/platform/api/messaging.ts"
import type { ErrorReport } from "../../../../src/platform/api/reporting.ts"
import type { UploadRequest } from "../../../../src/platform/api/upload.ts"
import { httpError } from "../../../../src/platform/api/errors.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import { buildRoutePath, routePatterns, type RouteId } from "../../../../src/platform/routing/index.ts"
import { memoryDraftStorage } from "../../../../src/platform/browser/drafts.ts"
import type { MessagingArea } from "../../../../src/features/messaging/store/area.ts"
import { fakeStoreEnv, renderView, type RenderedView } from "../../../support/renderView.tsx"
import { createTestRoot, type TestRoot } from "../../../support/rootStore.ts"
import { nodeFetch, type WorkerSandbox } from "../../../support/sandbox.ts"

export { buildRoutePath }
export { nodeFetch, useWorkerSandbox, type WorkerSandbox } from "../../../support/sandbox.ts"

/** An upload that the test drives: each one waits until the test settles it (progress, done or failed). */
export interface UploadControl {
  readonly requests: UploadRequest[]
  progress(index: number, percent: number): void
  /** PUTs the file to the URL handed out (as the browser's upload would) and settles the upload. */
  finish(index: number): Promise<void>
  fail(index: number): void
  /**
   * PUTs the file to the URL handed out and settles the upload with the sandbox's answer, as the browser's
   * upload does: done on 2xx, otherwise failed with the answer (its status and body).
   */
  answer(index: number): Promise<void>
}

function controlledUploads(): { upload: (request: UploadRequest) => Promise<void>; control: UploadControl } {
  const requests: UploadRequest[] = []
  const settle: { resolve(): void; reject(error: Error): void }[] = []
  return {
    upload: (request) =>
      new Promise<void>((resolve, reject) => {
        requests.push(request)
        settle.push({ resolve, reject })
      }),
    control: {
      requests,
      progress: (index, percent) => requests[index]!.onProgress?.({ loaded: percent, total: 100, percent }),
      finish: async (index) => {
        const request = requests[index]!
        const put = new Request(request.url, {
          method: "PUT",
          headers: { "content-type": request.contentType, ...request.headers },
          body: await request.body.arrayBuffer(),
        })
        const answer = await nodeFetch(put, undefined)
        if (!answer.ok) throw new Error(`the upload PUT answered ${answer.status}`)
        settle[index]!.resolve()
      },
      fail: (index) => settle[index]!.reject(new Error("the upload failed")),
      answer: async (index) => {
        const request = requests[index]!
        const put = new Request(request.url, {
          method: "PUT",
          headers: { "content-type": request.contentType, ...request.headers },
          body: await request.body.arrayBuffer(),
        })
        const answer = await nodeFetch(put, undefined)
        if (answer.ok) settle[index]!.resolve()
        else settle[index]!.reject(httpError(answer.status, await answer.json().catch(() => undefined)))
      },
    },
  }
}

export interface PageOptions {
  persona?: string
  /** The sandbox environment of the session (e.g. "adult-production": the features of production). */
  environment?: string
  lang?: Lang
  /** Sees each request before it goes; answer a Response to stand in for the server. */
  intercept?: (request: Request) => Response | undefined | Promise<Response | undefined>
  /** Timers for the area's models (polling, the closed-conversation toast); default: the runner's. */
  timers?: ReturnType<typeof manualTimers>
}

export interface RenderedPage {
  root: TestRoot
  area: MessagingArea
  router: RenderedView["router"]
  uploads: UploadControl
  reports: ErrorReport[]
  drafts: ReturnType<typeof memoryDraftStorage>
}

/** Renders the pages at `path` (e.g. buildRoutePath("conversations", "en")), as `persona` (default Aino). */
export async function renderPages(
  sandbox: WorkerSandbox,
  pages: Partial<Record<RouteId, ReactNode>>,
  path: string,
  options: PageOptions = {},
): Promise<RenderedPage> {
  const lang = options.lang ?? "en"
  const login = await sandbox.login(
    options.persona ?? "aino",
    options.environment ? { environment: options.environment } : undefined,
  )
  const reports: ErrorReport[] = []
  const drafts = memoryDraftStorage()
  const { upload, control } = controlledUploads()
  const env = fakeStoreEnv({
    baseUrl: sandbox.url,
    getCsrfToken: () => login.csrfToken,
    messaging: messagingOnOrigin,
    reportError: (report) => reports.push(report),
    fetch: async (request) => (await options.intercept?.(request)) ?? nodeFetch(request, login),
    drafts,
    upload,
    checkContentType: async () => ({ status: "found", contentType: "application/pdf" }),
    timers: options.timers,
  })
  const root = createTestRoot(env, { session: { lang } })
  await root.session.load()
  const routes = routePatterns(lang)
    .filter(({ routeId }) => routeId in pages)
    .map(({ routeId, path: pattern }) => ({ path: pattern, element: pages[routeId] }))
  const { router } = await renderView(() => [...routes, { path: "*", element: <p>Elsewhere</p> }], {
    lang,
    namespaces: ["messaging"],
    store: root,
    url: path,
  })
  return { root, area: root.messaging, router, uploads: control, reports, drafts }
}

/** The GraphQL operation a request carries (GET query string or POST body). */
export async function operationNameOf(request: Request): Promise<string | undefined> {
  const fromQuery = new URL(request.url).searchParams.get("operationName")
  if (fromQuery) return fromQuery
  if (request.method !== "POST") return undefined
  try {
    return ((await request.clone().json()) as { operationName?: string }).operationName
  } catch {
    return undefined
  }
}

/** Timers the test fires itself (the closed-conversation toast's 15 s), for the store's env (`timers` above). */
export function manualTimers() {
  let next = 0
  const pending = new Map<number, { callback: () => void; ms: number }>()
  return {
    setTimeout: (callback: () => void, ms: number) => {
      next += 1
      pending.set(next, { callback, ms })
      return next
    },
    clearTimeout: (timer: unknown) => void pending.delete(timer as number),
    /** Runs the pending timers of exactly `ms`. */
    fire(ms: number) {
      for (const [id, timer] of [...pending]) {
        if (timer.ms !== ms) continue
        pending.delete(id)
        timer.callback()
      }
    },
    has: (ms: number) => [...pending.values()].some((timer) => timer.ms === ms),
  }
}
