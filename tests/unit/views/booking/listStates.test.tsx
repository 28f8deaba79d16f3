// @vitest-environment happy-dom
// The appointment list's states a component test can hold, in fi, sv and en: while the search is out, five skeletons
// and the polite 'Searching…'; a failed search, its heading and text with a retry that searches again; nothing
// found, the message (also said politely) and 'Try other search criteria' where no alternatives were found; and the
// Kela65 list, not offered without the feature, is the page 'not found' (no search is sent). The e2e suite keeps the
// list's error path in a browser (booking-list.spec.ts: the failed search, its retry and where the focus goes).
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enBooking from "../../../../locales/en/booking.json"
import fiBooking from "../../../../locales/fi/booking.json"
import svBooking from "../../../../locales/sv/booking.json"
import enCommon from "../../../../locales/en/common.json"
import fiCommon from "../../../../locales/fi/common.json"
import svCommon from "../../../../locales/sv/common.json"
import { Kela65AppointmentList } from "../../../../src/features/booking/views/AppointmentListPage.tsx"
import { ResultsSection } from "../../../../src/features/booking/views/ResultsSection.tsx"
import type { Fetch } from "../../../../src/platform/api/transport.ts"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const LANGS = ["fi", "sv", "en"] as const
const booking = { fi: fiBooking, sv: svBooking, en: enBooking }
const common = { fi: fiCommon, sv: svCommon, en: enCommon }

const isSearch = (request: Request) => new URL(request.url).pathname === "/api/appointments"

/** The private list's results section, its search started, on a backend answering searches with `answer`. */
async function renderResults(lang: (typeof LANGS)[number], answer: Fetch) {
  const env = fakeStoreEnv({
    fetch: async (request) => {
      if (isSearch(request)) return answer(request)
      throw new Error(`No answer for ${request.method} ${request.url} in this test`)
    },
  })
  const url = buildPath("bookingPrivate", lang)
  const view = await renderView(<ResultsSection careType="private" />, {
    lang,
    namespaces: ["booking"],
    env,
    path: url,
    url,
  })
  const search = view.store.booking.appointmentSearch
  await act(async () => void search.search())
  return search
}

/** The results section's polite announcement (the toasts have a status region of their own). */
const status = (lang: (typeof LANGS)[number]) =>
  within(screen.getByRole("region", { name: booking[lang].list.results.title })).getByRole("status")
    .textContent

describe("the appointment list", () => {
  for (const lang of LANGS) {
    const { results } = booking[lang].list

    it(`shows five skeletons and says 'searching' politely while the search is out (${lang})`, async () => {
      await renderResults(lang, () => new Promise<Response>(() => {}))
      const panel = screen.getByRole("tabpanel")
      expect(panel.querySelectorAll(".appointment-card--skeleton")).toHaveLength(5)
      expect(panel.querySelector("ul")?.getAttribute("aria-hidden")).toBe("true")
      expect(status(lang)).toBe(results.searching)
    })

    it(`says a search failed, with a retry that searches again (${lang})`, async () => {
      let searches = 0
      await renderResults(lang, async () => {
        searches += 1
        return Response.json({ message: "failure" }, { status: 500 })
      })
      const panel = screen.getByRole("tabpanel")
      expect(await within(panel).findByRole("heading", { name: results.error.title })).toBeTruthy()
      expect(within(panel).getByText(results.error.body)).toBeTruthy()
      expect(status(lang)).toBe(results.error.title)
      await act(async () => {
        fireEvent.click(within(panel).getByRole("button", { name: common[lang].actions.retry }))
      })
      expect(searches).toBe(2)
      expect(await within(panel).findByRole("heading", { name: results.error.title })).toBeTruthy()
    })

    it(`says nothing was found, and to try other criteria when there are no alternatives (${lang})`, async () => {
      await renderResults(lang, async () =>
        Response.json({ availableAppointments: { type: "Success", appointments: [] } }),
      )
      const panel = screen.getByRole("tabpanel")
      expect(await within(panel).findByText(results.empty, { exact: true })).toBeTruthy()
      expect(await within(panel).findByText(results.alternatives.none, { exact: true })).toBeTruthy()
      expect(status(lang)).toBe(results.empty)
      expect(within(panel).queryAllByRole("link")).toEqual([])
    })
  }
})

/** `n` free times of the private list, on days after the tests' now. */
const freeTimes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    startDate: `2030-01-0${1 + (i % 9)}T09:00:00+02:00`,
    clinic: { id: "KAMPPI", name: "Aava Kamppi", cmsContent: {} },
    practitioner: { id: `p${i}`, name: `Ammattilainen ${i}`, isResource: false, cmsContent: {} },
    specialtyData: { specialties: [] },
    kind: { description: "Vastaanotto" },
    kindId: "VO30",
    locationType: "physicalLocation",
    isRemote: false,
  }))

describe("the list's announcement of what it shows", () => {
  for (const lang of LANGS) {
    const { results } = booking[lang].list
    for (const n of [1, 20])
      it(`says how many are shown${n === 20 ? ", and that more can be loaded after a full page" : ""} (${lang}, ${n})`, async () => {
        await renderResults(lang, async () =>
          Response.json({ availableAppointments: { type: "Success", appointments: freeTimes(n) } }),
        )
        const panel = screen.getByRole("tabpanel")
        expect(await within(panel).findAllByRole("article")).toHaveLength(n)
        const showing = (n === 1 ? results.showing_one : results.showing_other).replace(
          "{{count}}",
          String(n),
        )
        expect(status(lang)).toBe(n === 20 ? `${showing} ${results.moreAvailable}` : showing)
      })
  }
})

describe("the Kela65 list without the feature", () => {
  for (const lang of LANGS)
    it(`is not found, and searches nothing (${lang})`, async () => {
      const url = buildPath("bookingKela65", lang)
      await renderView(<Kela65AppointmentList />, {
        lang,
        namespaces: ["booking"],
        snapshot: { session: { environment: "children-production", features: [] } },
        path: url,
        url,
      })
      expect(await screen.findByRole("heading", { level: 1, name: common[lang].notFound.title })).toBeTruthy()
    })
})
