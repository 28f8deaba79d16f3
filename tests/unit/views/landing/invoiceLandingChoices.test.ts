import { describe, expect, it } from "vitest"
import { portalOrigin } from "../../../../src/platform/brand/portals.ts"
import { invoiceLandingChoices } from "../../../../src/features/landing/views/invoiceLandingChoices.ts"

const loginQuery = (href: string) => {
  const url = new URL(href, "http://portal.invalid")
  return { path: url.pathname, nextPath: url.searchParams.get("nextPath") }
}

describe("invoice landing choices (spec messaging §2 'Anonymous pages')", () => {
  it("offers the own visit at either brand and a child's visit, each a login returning to the invoices", () => {
    const choices = invoiceLandingChoices({ brand: "adult", stage: "development" }, "fi")
    expect(choices.map((choice) => [choice.id, choice.brand])).toEqual([
      ["ownAdult", "adult"],
      ["ownChildren", "children"],
      ["child", "children"],
    ])
    const [ownAdult, ownChildren, child] = choices.map((choice) => loginQuery(choice.href))
    expect(ownAdult).toEqual({ path: "/fi/kirjaudu", nextPath: "/fi/laskut" })
    expect(ownChildren).toEqual({ path: "/fi/kirjaudu", nextPath: "/fi/laskut" })
    // the guardian login: through the guardian registration, as the children's login choice does
    expect(child).toEqual({ path: "/fi/kirjaudu", nextPath: "/fi/hpa/register?next=%2Ffi%2Flaskut" })
  })

  it("keeps every login on this site in development, where one sandbox serves both brands", () => {
    for (const brand of ["adult", "children"] as const) {
      for (const choice of invoiceLandingChoices({ brand, stage: "development" }, "sv")) {
        expect(choice.isExternal).toBe(false)
        expect(choice.href.startsWith("/sv/")).toBe(true)
      }
    }
  })

  it("sends the other brand's choices to its own site in production", () => {
    const fromAdult = invoiceLandingChoices({ brand: "adult", stage: "production" }, "en")
    expect(fromAdult.map((choice) => choice.isExternal)).toEqual([false, true, true])
    expect(fromAdult[1]!.href).toBe(
      `${portalOrigin("children", { brand: "adult", stage: "production" })}/en/login?nextPath=%2Fen%2Finvoices`,
    )
    const fromChildren = invoiceLandingChoices({ brand: "children", stage: "production" }, "en")
    expect(fromChildren.map((choice) => choice.isExternal)).toEqual([true, false, false])
    expect(fromChildren[0]!.href).toMatch(/^https:\/\/[^/]+\/en\/login\?nextPath=%2Fen%2Finvoices$/)
  })

  it("gives the brands different sites, and this site for the same brand", () => {
    const adult = portalOrigin("adult", { brand: "children", stage: "production" })
    const children = portalOrigin("children", { brand: "adult", stage: "production" })
    expect(adult).toMatch(/^https:\/\//)
    expect(children).toMatch(/^https:\/\//)
    expect(adult).not.toBe(children)
    expect(portalOrigin("adult", { brand: "adult", stage: "production" })).toBe("")
  })
})
