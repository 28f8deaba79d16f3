// @vitest-environment happy-dom
// The vaccinations page in fi, sv and en (spec booking-and-account §2): each vaccination under its name with its
// date, how long it protects and who gave it ('Not recorded' where nothing is), and how many of how many are shown.
// The e2e journey (health-certificates.spec.ts) pages through them in Swedish.
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enCertificates from "../../../../locales/en/certificates.json"
import fiCertificates from "../../../../locales/fi/certificates.json"
import svCertificates from "../../../../locales/sv/certificates.json"
import { VaccinationsPage } from "../../../../src/features/records/views/certificates/VaccinationsPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiCertificates, sv: svCertificates, en: enCertificates }

/** Two of the contract's example vaccinations: one with everything recorded, one with nothing of how long or by whom. */
const PAGE = {
  page: 1,
  pageSize: 25,
  totalCount: 2,
  vaccinations: [
    {
      id: "19874",
      name: "diTeBooster (jäykkäkouristus ja kurkkumätä)",
      date: "2026-06-15",
      effectiveUntil: "2036-06-15",
      practitioner: { name: "Sari Nieminen" },
    },
    {
      id: "15502",
      name: "Twinrix (A- ja B-hepatiitti)",
      date: "2024-03-04",
      effectiveUntil: null,
      practitioner: null,
    },
  ],
}

const env = fakeStoreEnv({
  fetch: async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === "/api/vaccinations") return Response.json(PAGE)
    throw new Error(`No answer for ${pathname} in this test`)
  },
})

describe("the vaccinations", () => {
  for (const lang of ["fi", "sv", "en"] as const)
    it(`show each one's name, date, effective until and who gave it (${lang})`, async () => {
      const url = buildPath("vaccinations", lang)
      await renderView(<VaccinationsPage />, { lang, namespaces: ["certificates"], env, path: url, url })
      const { vaccinations } = texts[lang]
      expect(await screen.findByRole("heading", { level: 1, name: vaccinations.title })).toBeTruthy()
      const items = within(screen.getByRole("list", { name: vaccinations.listLabel })).getAllByRole(
        "listitem",
      )
      expect(items).toHaveLength(2)
      const [recorded, unrecorded] = items
      expect(
        within(recorded!).getByRole("heading", { level: 2, name: PAGE.vaccinations[0]!.name }),
      ).toBeTruthy()
      for (const label of [vaccinations.date, vaccinations.effectiveUntil, vaccinations.practitioner])
        expect(within(recorded!).getByText(label)).toBeTruthy()
      expect(within(recorded!).getByText("Sari Nieminen")).toBeTruthy()
      expect(within(unrecorded!).getAllByText(vaccinations.notRecorded)).toHaveLength(2)
      const showing = vaccinations.showing
        .replace("{{from}}", "1")
        .replace("{{to}}", "2")
        .replace("{{total}}", "2")
      expect(screen.getByText(showing, { exact: true }).getAttribute("role")).toBe("status")
    })
})
