// @vitest-environment happy-dom
// The new-customer page (spec messaging §2 'Anonymous pages'): the log-out button is a logged-in user's; an
// anonymous visitor has the header's log-in button instead. The e2e suite walks the logged-in page and its log-out
// (landing.spec.ts).
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enLanding from "../../../../locales/en/landing.json"
import { NewCustomerPage } from "../../../../src/features/landing/views/NewCustomerPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const { newCustomer } = enLanding

describe("the new-customer page", () => {
  it("gives an anonymous visitor booking and the phone, but no log-out button", async () => {
    await renderView(<NewCustomerPage />, { namespaces: ["landing"], url: buildPath("newCustomer", "en") })
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(newCustomer.title)
    expect(screen.getByRole("link", { name: newCustomer.book }).getAttribute("href")).toBe("/en/booking")
    expect(screen.queryByRole("button", { name: newCustomer.logOut })).toBeNull()
  })

  it("gives a logged-in user the log-out button", async () => {
    await renderView(<NewCustomerPage />, {
      namespaces: ["landing"],
      url: buildPath("newCustomer", "en"),
      snapshot: { session: { isLoggedIn: true, isSessionValid: true } },
    })
    expect(screen.getByRole("button", { name: newCustomer.logOut })).toBeTruthy()
  })
})
