import { describe, expect, it } from "vitest"
import { matchPath } from "../../../src/platform/routing/matchPath.ts"
import { isInAppPath, redirectFor } from "../../../src/platform/routing/redirects.ts"
import { ROUTE_IDS } from "../../../src/platform/routing/routeTable.ts"
import type { SessionState } from "../../../src/platform/routing/types.ts"

describe("redirectFor", () => {
  it("lets through whoever may enter", () => {
    expect(redirectFor("visits", "loggedIn", "fi", "/fi/kaynnit")).toBeUndefined()
    expect(redirectFor("booking", "anonymous", "fi", "/fi/ajanvaraus")).toBeUndefined()
    expect(redirectFor("authentication", "sessionExpired", "fi", "/fi/tunnistautuminen")).toBeUndefined()
  })

  it("sends a session-expired user to the timed-out page with the current URL as next", () => {
    expect(redirectFor("visits", "sessionExpired", "sv", "/sv/besoken?a=1")).toBe(
      "/sv/utgatt-session?next=%2Fsv%2Fbesoken%3Fa%3D1",
    )
    expect(redirectFor("booking", "sessionExpired", "fi", "/fi/ajanvaraus")).toBe(
      "/fi/katkennut-istunto?next=%2Ffi%2Fajanvaraus",
    )
  })

  it("leads a pending PIN step back to the MFA page with the page asked for as next, not to the timed-out page", () => {
    expect(
      redirectFor("authentication", "pinPending", "fi", "/fi/tunnistautuminen?next=%2Ffi"),
    ).toBeUndefined()
    expect(redirectFor("visits", "pinPending", "sv", "/sv/besoken?a=1")).toBe(
      "/sv/behorighetskontroll?next=%2Fsv%2Fbesoken%3Fa%3D1",
    )
    expect(redirectFor("booking", "pinPending", "en", "/en/booking")).toBe(
      "/en/authentication?next=%2Fen%2Fbooking",
    )
    expect(redirectFor("login", "pinPending", "fi", "/fi/kirjaudu")).toBe(
      "/fi/tunnistautuminen?next=%2Ffi%2Fkirjaudu",
    )
    // the timed-out page is for a lapsed session: its own next is where the PIN step leads
    expect(
      redirectFor("expiredSession", "pinPending", "fi", "/fi/katkennut-istunto?next=%2Ffi%2Fkaynnit"),
    ).toBe("/fi/tunnistautuminen?next=%2Ffi%2Fkaynnit")
    expect(
      redirectFor(
        "expiredSession",
        "pinPending",
        "fi",
        "/fi/katkennut-istunto?next=https%3A%2F%2Fevil.example",
      ),
    ).toBe("/fi/tunnistautuminen?next=%2Ffi")
  })

  it("sends an anonymous visitor to login with nextPath", () => {
    expect(redirectFor("visit", "anonymous", "en", "/en/visits/3")).toBe(
      "/en/login?nextPath=%2Fen%2Fvisits%2F3",
    )
  })

  it("sends an anonymous visitor of the occupational list to the occupational landing with the query", () => {
    expect(
      redirectFor("bookingOccupational", "anonymous", "fi", "/fi/ajanvaraus/tyoterveys?startDate=2025-01-02"),
    ).toBe("/fi/kirjautumattomat-kayttajat/tyoterveys?startDate=2025-01-02")
  })

  it("sends a logged-in user away from anonymous-only pages, to an in-app nextPath only", () => {
    expect(redirectFor("login", "loggedIn", "fi", "/fi/kirjaudu?nextPath=%2Ffi%2Fkaynnit%2F3")).toBe(
      "/fi/kaynnit/3",
    )
    expect(redirectFor("login", "loggedIn", "fi", "/fi/kirjaudu?nextPath=https%3A%2F%2Fevil.example")).toBe(
      "/fi",
    )
    expect(redirectFor("login", "loggedIn", "fi", "/fi/kirjaudu?nextPath=%2F%2Fevil.example")).toBe("/fi")
    expect(redirectFor("transactionPath", "loggedIn", "sv", "/sv/transaktionsbana?error=x")).toBe("/sv")
  })

  it("always leads to a page the visitor may open", () => {
    const sessions: SessionState[] = ["anonymous", "loggedIn", "sessionExpired", "pinPending"]
    for (const routeId of ROUTE_IDS) {
      for (const session of sessions) {
        const target = redirectFor(routeId, session, "fi", "/fi/x")
        if (target === undefined) continue
        const match = matchPath(target)
        expect(match, `${routeId} ${session}`).toBeDefined()
        if (session !== "loggedIn") expect(redirectFor(match!.routeId, session, "fi", target)).toBeUndefined()
      }
    }
  })
})

describe("isInAppPath", () => {
  it("accepts language-prefixed paths only", () => {
    expect(isInAppPath("/fi")).toBe(true)
    expect(isInAppPath("/sv/lediga-tider/1?x=2")).toBe(true)
    for (const value of [
      "/",
      "//evil",
      "/finnish",
      "https://x/fi",
      "/de/x",
      "/fi\\evil",
      null,
      undefined,
      "",
    ]) {
      expect(isInAppPath(value), String(value)).toBe(false)
    }
  })
})
