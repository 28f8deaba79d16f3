// @vitest-environment happy-dom
// The session warning (WCAG 2.2.1): a dialog that stays until the user acts, says what an end keeps and loses, and
// whose "Continue session" extends the session; the watch then waits for the new end.
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { SessionWatch } from "../../../../src/features/shell/views/SessionWatch.tsx"
import type { Timers } from "../../../../src/platform/browser/timers.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"
import { testClock } from "../../../support/clock.ts"

afterEach(cleanup)

const MINUTE = 60_000
/** The watch's code, and the warning's code and texts, load when first needed: more than testing-library's
 * default second on a busy machine. */
const LOADING = { timeout: 10_000 }

/** A clock standing still and timers that fire as the test moves it on. */
function manualTime() {
  let now = testClock()
  let next = 1
  const armed = new Map<number, { atMs: number; callback: () => void }>()
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      armed.set(next, { atMs: now + ms, callback })
      return next++
    },
    clearTimeout: (timer) => void armed.delete(timer as number),
  }
  const advance = (ms: number) => {
    now += ms
    const due = [...armed].filter(([, timer]) => timer.atMs <= now).sort((a, b) => a[1].atMs - b[1].atMs)
    act(() => {
      for (const [id, timer] of due) {
        armed.delete(id)
        timer.callback()
      }
    })
  }
  return { clock: () => now, timers, advance, armedCount: () => armed.size }
}

function sessionAnswer(expiresAtMs: number) {
  return {
    csrfToken: "token-1",
    lang: "en",
    isSessionValid: true,
    sessionExpires: new Date(expiresAtMs).toISOString(),
    authTokenTimeout: { value: 30, units: "minutes" },
    features: [],
    sessionScope: "standard",
    healthCareType: "private",
    environment: "adult-development",
    isLoggedIn: true,
    user: { firstName: "Aino", lastName: "Virtanen" },
    hasOccupationalHealthcare: false,
  }
}

/** The watch over a session that ends in 100 s; the backend answers the extend call with `answer`. */
async function setup(answer: (nowMs: number) => Response) {
  const time = manualTime()
  const requests: string[] = []
  const env = fakeStoreEnv({
    now: time.clock,
    timers: time.timers,
    getCsrfToken: () => "token-1",
    fetch: async (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`)
      return answer(time.clock())
    },
  })
  const view = await renderView(<SessionWatch />, {
    env,
    snapshot: {
      session: {
        isLoggedIn: true,
        isSessionValid: true,
        csrfToken: "token-1",
        sessionExpires: new Date(time.clock() + 100_000).toISOString(),
      },
    },
  })
  // the watch loads apart: wait until it has armed its alarms
  await waitFor(() => expect(time.armedCount()).toBeGreaterThan(0), LOADING)
  return { ...view, ...time, requests }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

describe("the session warning", () => {
  it("stays until acted on, says what is kept, and Continue extends the session", async () => {
    const view = await setup((now) => json(sessionAnswer(now + 30 * MINUTE)))
    view.advance(10_000 - 1)
    expect(screen.queryByRole("alertdialog")).toBeNull()
    view.advance(1)
    const dialog = await screen.findByRole("alertdialog", { name: "Your session is about to end" }, LOADING)
    expect(dialog.textContent).toContain("Your session will end in 90 seconds.")
    expect(dialog.textContent).toContain("Messages you have written are kept as drafts")
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy()
    const proceed = screen.getByRole("button", { name: "Continue session" })
    // focus moves into the dialog (in a browser onto "Continue session": the e2e spec)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))

    // no time limit of its own: still there at the 30 s warning, which it then says
    view.advance(60_000)
    expect(screen.getByRole("alertdialog").textContent).toContain("Your session will end in 30 seconds.")

    const extendedAt = view.clock()
    fireEvent.click(proceed)
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(view.requests).toEqual(["POST /api/session/extend?csrfToken=token-1"])
    expect(view.store.session.expiresAtMs).toBe(extendedAt + 30 * MINUTE)

    // the old end passes: the session goes on, and the new end is warned of afresh
    view.advance(60_000)
    expect(view.router.state.location.pathname).toBe("/")
    expect(view.store.session.sessionState).toBe("loggedIn")
    view.advance(30 * MINUTE - 60_000 - 90_000)
    expect((await screen.findByRole("alertdialog")).textContent).toContain("90 seconds")
  })

  it("closed without continuing, it comes back at the next warning; at the end the timed-out page opens", async () => {
    const view = await setup(() => json({}))
    view.advance(10_000)
    await screen.findByRole("alertdialog", undefined, LOADING)
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    view.advance(60_000)
    expect((await screen.findByRole("alertdialog")).textContent).toContain("30 seconds")
    view.advance(30_000)
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(view.router.state.location.pathname).toBe("/en/expired-session")
    expect(view.requests).toEqual([])
  })

  it("says so when the session could not be extended, and goes to the timed-out page when it had ended", async () => {
    let status = 503
    const view = await setup(() =>
      json({ type: "Unauthorized", reason: "authenticationExpired", message: "timed out" }, status),
    )
    view.advance(10_000)
    await screen.findByRole("alertdialog", undefined, LOADING)
    fireEvent.click(screen.getByRole("button", { name: "Continue session" }))
    expect(
      (await screen.findByText("The session could not be extended. Please try again.")).closest(
        "[role=alert]",
      ),
    ).not.toBeNull()
    expect(screen.getByRole("alertdialog")).toBeTruthy()

    status = 401
    fireEvent.click(screen.getByRole("button", { name: "Continue session" }))
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/en/expired-session"))
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })
})
