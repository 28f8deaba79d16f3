// A backend for the logged-in front page's tests: the session call is held until the test answers it, in a task
// of its own; every request is noted with the task it was sent in ('boot' before that answer).
import { anonymousSession } from "../../../targets/shared/frameSession.ts"
import type { FrontPage, SessionResponse } from "../../../src/platform/api/schemas.ts"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import { createRootStore, type RootStore } from "../../../src/kit/stores/RootStore.ts"
import { testClock } from "../../support/clock.ts"
import { ALL_FEATURES } from "../../support/features.ts"

export const AINO: SessionResponse = {
  ...anonymousSession("adult-production"),
  csrfToken: "csrf-aino",
  isLoggedIn: true,
  isSessionValid: true,
  sessionExpires: new Date(testClock() + 30 * 60_000).toISOString(),
  user: { firstName: "Aino", lastName: "Virtanen" },
}

export const AINO_FRONT_PAGE: FrontPage = {
  customer: { firstName: "Aino" },
  mfaOnboardingParam: null,
  isNewCustomer: false,
  canRenewPrescriptions: false,
  appointmentSummaries: [],
  visitSummaries: [],
  prescriptions: [],
  labResultSummaries: [],
  questionnaireSummaries: [],
  imagingSummaries: [],
}

export type Sent = { path: string; lang: string | null; task: string }

export type Backend = {
  store: RootStore
  /** Every request so far: its path, its lang parameter, and the task it was sent in. */
  sent: Sent[]
  /** The front page's requests so far, by language. */
  frontPageRequests(): (string | null)[]
  /**
   * Answers the session call in a task of its own ("the session's answer"); resolves in the next task, "a later
   * task", by when the microtasks of the answer's task have all run.
   */
  answerSession(): Promise<void>
}

/** A store on a backend that answers the session with `session` (held until answerSession, unless `held` is false). */
export function frontBackend(session: SessionResponse, { held = true } = {}): Backend {
  const sent: Sent[] = []
  let task = "boot"
  let release = () => {}
  const answered = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  const store = createRootStore(
    createStoreEnv({
      now: testClock,
      baseUrl: "http://portal.test",
      getCsrfToken: () => store.session.csrfToken,
      fetch: async (request) => {
        const url = new URL(request.url)
        sent.push({ path: url.pathname, lang: url.searchParams.get("lang"), task })
        if (url.pathname === "/api/session") {
          await answered
          return Response.json(session)
        }
        if (url.pathname === "/api/front-page") return Response.json(AINO_FRONT_PAGE)
        return Response.json({ type: "NotFound", message: "not in this test" }, { status: 404 })
      },
    }),
    ALL_FEATURES,
    { session: { lang: "fi" } },
  )
  return {
    store,
    sent,
    frontPageRequests: () => sent.filter(({ path }) => path === "/api/front-page").map(({ lang }) => lang),
    answerSession: () =>
      new Promise((resolve) =>
        setTimeout(() => {
          task = "the session's answer"
          setTimeout(() => {
            task = "a later task"
            resolve()
          })
          release()
        }),
      ),
  }
}
