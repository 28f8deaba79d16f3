import { describe, expect, it } from "vitest"
import { switchLanguage } from "../../../src/platform/routing/switchLanguage.ts"

describe("switchLanguage", () => {
  it("translates the words and keeps params, query and fragment", () => {
    expect(switchLanguage("/fi/vapaat-ajat/12?startDate=2025-01-02&timeOfDay=morning", "sv")).toBe(
      "/sv/lediga-tider/12?startDate=2025-01-02&timeOfDay=morning",
    )
    expect(switchLanguage("/en/conversations/new", "fi")).toBe("/fi/viestit/uusi")
    expect(switchLanguage("/sv#appointment-cancelled", "en")).toBe("/en#appointment-cancelled")
    expect(switchLanguage("/fi/ajanvaraus/yksityisasiakas?practitionerIds=1&practitionerIds=2", "en")).toBe(
      "/en/booking/private-customer?practitionerIds=1&practitionerIds=2",
    )
  })

  it("gives the front page where the target language has no such page", () => {
    expect(switchLanguage("/fi/ohjeita", "sv")).toBe("/sv")
    expect(switchLanguage("/fi/ohjeita?x=1", "en")).toBe("/en")
    expect(switchLanguage("/fi/ohjeita", "fi")).toBe("/fi/ohjeita")
  })

  it("swaps only the language prefix of an unknown path", () => {
    expect(switchLanguage("/fi/ei-ole/olemassa?a=%C3%A4", "sv")).toBe("/sv/ei-ole/olemassa?a=%C3%A4")
    expect(switchLanguage("/fi/ajanvaraukset/abc", "en")).toBe("/en/ajanvaraukset/abc")
    expect(switchLanguage("/", "sv")).toBe("/sv")
    expect(switchLanguage("/unknown", "en")).toBe("/en/unknown")
  })

  it("moves an in-app next path to the target language too", () => {
    expect(switchLanguage("/fi/kirjaudu?nextPath=%2Ffi%2Fvapaat-ajat%2F12", "sv")).toBe(
      "/sv/loggain?nextPath=%2Fsv%2Flediga-tider%2F12",
    )
    expect(switchLanguage("/fi/katkennut-istunto?next=%2Ffi%2Fviestit%3Fa%3D1", "en")).toBe(
      "/en/expired-session?next=%2Fen%2Fconversations%3Fa%3D1",
    )
  })

  it("leaves a next that is not an in-app path alone", () => {
    const external = "/fi/tunnistautuminen?next=https%3A%2F%2Fexample.fi%2Ffi&other=%2Ffi"
    expect(switchLanguage(external, "sv")).toBe(
      "/sv/behorighetskontroll?next=https%3A%2F%2Fexample.fi%2Ffi&other=%2Ffi",
    )
    expect(switchLanguage("/fi/kirjaudu?nextPath=%2F%2Fevil.example", "en")).toBe(
      "/en/login?nextPath=%2F%2Fevil.example",
    )
    expect(switchLanguage("/fi/kirjaudu?nextPath=%2Fdeep%2Flink", "en")).toBe(
      "/en/login?nextPath=%2Fdeep%2Flink",
    )
    expect(switchLanguage("/fi/kirjaudu?nextPath=%2Ffinnish", "en")).toBe("/en/login?nextPath=%2Ffinnish")
    expect(switchLanguage("/fi/kirjaudu?nextPath=%E0%A4%A&flag", "en")).toBe(
      "/en/login?nextPath=%E0%A4%A&flag",
    )
  })
})
