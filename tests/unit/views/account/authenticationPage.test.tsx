// @vitest-environment happy-dom
// The MFA page in Finnish, against a backend the test answers: "send a new code" says it went, and past the
// server's limit says from when a new one may be asked for; "back to login" ends the pending login
// (POST /api/logout) and goes to the login page with the same next.
import { act, cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { AuthenticationPage } from "../../../../src/features/account/views/AuthenticationPage.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"
import { testClock } from "../../../support/clock.ts"

afterEach(cleanup)

const NEXT = "/fi/ajanvaraus"

function backend(codeAnswers: (() => Response)[]) {
  const calls: string[] = []
  const env = fakeStoreEnv({
    fetch: async (request) => {
      const { pathname } = new URL(request.url)
      calls.push(`${request.method} ${pathname}`)
      if (pathname === "/api/pin/code") return codeAnswers.shift()!()
      if (pathname === "/api/logout") return Response.json({ type: "success" })
      throw new Error(`No answer for ${pathname} in this test`)
    },
  })
  return { env, calls }
}

async function showPage(env: ReturnType<typeof fakeStoreEnv>) {
  const routes = () => [
    { path: "/fi/tunnistautuminen", element: <AuthenticationPage /> },
    { path: "*", element: <p>Elsewhere</p> },
  ]
  return renderView(routes, {
    lang: "fi",
    namespaces: ["account", "smsLogin"],
    env,
    snapshot: { session: { isLoggedIn: true, mfaPending: true, csrfToken: "t" } },
    url: `/fi/tunnistautuminen?next=${encodeURIComponent(NEXT)}`,
  })
}

describe("the MFA page", () => {
  it("sends a new code, and past the limit says in how many minutes the next may be asked for", async () => {
    const nextAttempt = new Date(testClock() + 12 * 60_000)
    const { env, calls } = backend([
      () => new Response(null, { status: 204 }),
      () =>
        Response.json({ type: "too-many-codes", nextAttempt: nextAttempt.toISOString() }, { status: 429 }),
    ])
    await showPage(env)
    const send = screen.getByRole("button", { name: "Lähetä uusi koodi" })
    await act(async () => fireEvent.click(send))
    await screen.findByText("Lähetimme uuden koodin puhelimeesi.")
    expect(screen.getByText("Lähetimme uuden koodin puhelimeesi.").getAttribute("role")).toBe("status")

    await act(async () => fireEvent.click(send))
    // 12 minutes by the store's clock: the test's clock runs on, so 12 or (at a minute's edge) 13
    await screen.findByText(
      /^Olet pyytänyt liian monta koodia\. Voit pyytää uuden koodin 1[23] minuutin kuluttua\.$/,
    )
    expect(calls).toEqual(["POST /api/pin/code", "POST /api/pin/code"])
  })

  it("back to login ends the pending login and goes to the login page with the same next", async () => {
    const { env, calls } = backend([])
    const { router, store } = await showPage(env)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Takaisin kirjautumiseen" })))
    await screen.findByText("Elsewhere")
    expect(router.state.location.pathname).toBe("/fi/kirjaudu")
    expect(new URLSearchParams(router.state.location.search).get("nextPath")).toBe(NEXT)
    expect(calls).toEqual(["POST /api/logout"])
    expect(store.session.isLoggedIn).toBe(false)
  })
})
