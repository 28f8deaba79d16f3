// @vitest-environment happy-dom
// The occupational pages' empty and error states a component test can hold, in fi, sv and en (spec booking §2,
// messaging §4, §9): a patient without occupational healthcare has no team, and on the vaccination page the
// no-contract error with the occupational customer service's number, each state named in its heading and title; a contract without vaccinations (Sanna) says
// they are not in it, with no choice; a contract changed since the load is taken from the choice's answer. The e2e
// suite keeps the area's error path (a failed choice and its retry, occupational.spec.ts).
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enOccupational from "../../../../locales/en/occupational.json"
import fiOccupational from "../../../../locales/fi/occupational.json"
import svOccupational from "../../../../locales/sv/occupational.json"
import { OccupationalTeamPage } from "../../../../src/features/occupational/views/OccupationalTeamPage.tsx"
import { OccupationalVaccinationPage } from "../../../../src/features/occupational/views/OccupationalVaccinationPage.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiOccupational, sv: svOccupational, en: enOccupational }
const LANGS = ["fi", "sv", "en"] as const
const loggedIn = { session: { isLoggedIn: true, isSessionValid: true } }

/** The alert that carries `title` (the page has other live regions). */
async function alertTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { level: 2, name: title })
  const alert = heading.closest<HTMLElement>("[role=alert]")
  expect(alert, `${title} is said in an alert`).not.toBeNull()
  return alert!
}

/** The backend answers the GET of `pathname` with `page`, and each POST with `choice`. */
const answering = (pathname: string, page: unknown, choice?: unknown) =>
  fakeStoreEnv({
    fetch: async (request) => {
      const url = new URL(request.url)
      if (url.pathname !== pathname) throw new Error(`No answer for ${url.pathname} in this test`)
      if (request.method === "GET") return Response.json(page)
      if (choice !== undefined) return Response.json(choice)
      throw new Error(`This test answers no ${request.method}`)
    },
  })

describe("a patient without occupational healthcare", () => {
  for (const lang of LANGS)
    it(`has no team (${lang})`, async () => {
      const { team } = texts[lang]
      await renderView(<OccupationalTeamPage />, {
        lang,
        namespaces: ["occupational"],
        snapshot: loggedIn,
        env: answering("/api/occupational/team", { status: "no-occupational-healthcare" }),
      })
      expect(await screen.findByText(team.noAgreement)).toBeTruthy()
      // the state names the page, in its heading and the document title (not the route's 'team')
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(team.noAgreementTitle)
      expect(document.title).toBe(`${team.noAgreementTitle} – Aava`)
      expect(screen.queryByRole("region", { name: team.doctors })).toBeNull()
    })

  for (const lang of LANGS)
    it(`gets the vaccination page's no-contract error with the occupational customer service (${lang})`, async () => {
      const { vaccination } = texts[lang]
      await renderView(<OccupationalVaccinationPage />, {
        lang,
        namespaces: ["occupational"],
        snapshot: loggedIn,
        env: answering("/api/occupational/vaccination", { status: "no-occupational-healthcare" }),
      })
      const heading = await screen.findByRole("heading", { level: 1, name: vaccination.noContractTitle })
      expect(document.title).toBe(`${vaccination.noContractTitle} – Aava`)
      const alert = heading.parentElement!.querySelector<HTMLElement>("[role=alert]")!
      expect(alert.textContent).toContain(vaccination.noContractText)
      expect(alert.textContent).toContain(vaccination.customerService)
      // spec messaging §9: the occupational customer service's own number
      const phone = screen.getByRole("link", { name: "010 555 3200" })
      expect(phone.getAttribute("href")).toBe("tel:+358105553200")
      expect(screen.queryByRole("button", { name: vaccination.choose })).toBeNull()
    })
})

describe("a contract without vaccinations (Sanna)", () => {
  for (const lang of LANGS)
    it(`says they are not in the contract, with no choice (${lang})`, async () => {
      const { vaccination } = texts[lang]
      await renderView(<OccupationalVaccinationPage />, {
        lang,
        namespaces: ["occupational"],
        snapshot: loggedIn,
        env: answering("/api/occupational/vaccination", {
          status: "ok",
          isInfluenzaVaccinationAllowed: false,
          influenzaVaccinationChosenAt: null,
        }),
      })
      const alert = await alertTitled(vaccination.notInContractTitle)
      expect(alert.textContent).toContain(vaccination.notInContractText)
      expect(screen.queryByRole("button", { name: vaccination.choose })).toBeNull()
    })
})

describe("a contract changed since the page loaded", () => {
  it("shows what the choice's answer says: not in the contract", async () => {
    const { vaccination } = texts.en
    await renderView(<OccupationalVaccinationPage />, {
      namespaces: ["occupational"],
      snapshot: loggedIn,
      env: answering(
        "/api/occupational/vaccination",
        { status: "ok", isInfluenzaVaccinationAllowed: true, influenzaVaccinationChosenAt: null },
        { type: "notAllowed" },
      ),
    })
    fireEvent.click(await screen.findByRole("button", { name: vaccination.choose }))
    const alert = await alertTitled(vaccination.notInContractTitle)
    expect(alert.textContent).toContain(vaccination.notInContractText)
    expect(screen.queryByRole("button", { name: vaccination.choose })).toBeNull()
  })
})
