// @vitest-environment happy-dom
// spec booking §2, §4: the states of an appointment's page, in every language, on the portal's own route table
// over the sandbox (in a worker): too late to cancel, too early to check in, ids that are not the patient's; by the
// link, the login prompt of cancelling, a cancelled appointment, an unknown link and the check-in's consent notice.
// The e2e suite keeps the area's journeys (cancel, check-in, appointment-view) and one error path, a failed cancel.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enAppointments from "../../../../locales/en/appointments.json"
import fiAppointments from "../../../../locales/fi/appointments.json"
import svAppointments from "../../../../locales/sv/appointments.json"
import { personaById } from "../../../../sandbox/personas.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { testNow } from "../../../support/clock.ts"
import { renderPortalAt } from "../../../support/renderPortal.tsx"
import { nodeFetch, useWorkerSandbox } from "../../../support/sandbox.ts"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const texts = { fi: fiAppointments, sv: svAppointments, en: enAppointments }
const LANGS = ["fi", "sv", "en"] as const
// the first page of a file imports the route table's pages: a busy machine gets time
const loaded = { timeout: 30_000 }

type Seeded = { appointmentId: string; link: string; startDate: string }

/** An appointment of the persona's own, `startsInMinutes` from now, through the sandbox's development tool. */
async function seed(
  persona: string,
  startsInMinutes: number,
  options: { cancelled?: boolean } = {},
): Promise<Seeded> {
  const request = new Request(`${sandbox().url}/__sandbox/appointments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ persona, startsInMinutes, ...options }),
  })
  const answer = await nodeFetch(request, undefined)
  expect(answer.status).toBe(201)
  return (await answer.json()) as Seeded
}

/** The portal at `url` in `lang`, logged in as `persona` or anonymous. */
const open = (url: string, lang: Lang, persona?: string) => renderPortalAt(sandbox(), url, lang, persona)

/** The Helsinki calendar day of an instant, as YYYY-MM-DD. */
const helsinkiDay = (instant: Date) => instant.toLocaleDateString("sv-SE", { timeZone: "Europe/Helsinki" })

/** A day as the opening text writes it: fi/sv 12.3., en 12 March; with the year when not this year's. */
function openingDate(instant: Date, lang: Lang): string {
  const sameYear = helsinkiDay(instant).slice(0, 4) === helsinkiDay(testNow()).slice(0, 4)
  return instant.toLocaleDateString(lang === "en" ? "en-GB" : "fi-FI", {
    timeZone: "Europe/Helsinki",
    day: "numeric",
    month: lang === "en" ? "long" : "numeric",
    year: sameYear ? undefined : "numeric",
  })
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, loaded)
const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href")

describe("the patient's own appointment", () => {
  for (const lang of LANGS) {
    it(`too late to cancel: no cancel button, and the spec's text (${lang})`, async () => {
      const seeded = await seed("sari", 5 * 60)
      await open(buildPath("appointmentsByIds", lang, { ids: seeded.appointmentId }), lang, "sari")
      await heading(texts[lang].byIds.title_one)
      expect(await screen.findByText(texts[lang].cancel.tooLate, {}, loaded)).toBeTruthy()
      expect(screen.queryByRole("button", { name: texts[lang].cancel.button })).toBeNull()
    }, 60_000)

    it(`too early to check in: the button is disabled and says when check-in opens (${lang})`, async () => {
      const seeded = await seed("sari", 120)
      const opens = new Date(Date.parse(seeded.startDate) - 30 * 60_000)
      // the time as a Finn reads it, with a colon: 14:05
      const time = opens
        .toLocaleTimeString("fi-FI", { timeZone: "Europe/Helsinki", hour: "numeric", minute: "2-digit" })
        .replace(".", ":")
      await open(buildPath("appointmentsByIds", lang, { ids: seeded.appointmentId }), lang, "sari")
      const region = await screen.findByRole("region", { name: texts[lang].checkIn.title }, loaded)
      const button = within(region).getByRole("button", { name: texts[lang].checkIn.button })
      // aria-disabled, not disabled: it stays focusable, and a press sends nothing
      expect(button.getAttribute("aria-disabled")).toBe("true")
      expect(button).toHaveProperty("disabled", false)
      // with its day: today's, or the date when the opening is past midnight (a late-evening clock)
      const text = (
        helsinkiDay(opens) === helsinkiDay(testNow())
          ? texts[lang].checkIn.tooEarlyToday
          : texts[lang].checkIn.tooEarlyOn.replace("{{date}}", openingDate(opens, lang))
      ).replace("{{time}}", time)
      expect(within(region).getByText(text)).toBeTruthy()
    }, 60_000)

    it(`ids that are not the patient's: a heading and a link to reserve another (${lang})`, async () => {
      await open(buildPath("appointmentsByIds", lang, { ids: "12345" }), lang, "sari")
      await heading(texts[lang].byIds.notFound)
      expect(hrefOf(texts[lang].byIds.reserveAnother)).toBe(buildPath("booking", lang))
    }, 60_000)
  }
})

describe("the appointment by its link", () => {
  for (const lang of LANGS) {
    it(`cancelling needs a login: a prompt back to the patient's own view (${lang})`, async () => {
      const seeded = await seed("jari", 60 * 24 * 3)
      await open(buildPath("anonymousAppointment", lang, { linkToken: seeded.link }), lang)
      await heading(texts[lang].anonymous.title)
      await act(async () => {
        fireEvent.click(await screen.findByRole("button", { name: texts[lang].cancel.button }, loaded))
      })
      const prompt = screen.getByRole("heading", { name: texts[lang].cancel.loginTitle })
      expect(document.activeElement).toBe(prompt)
      const ownView = buildPath("appointmentsByIds", lang, { ids: seeded.appointmentId })
      expect(hrefOf(texts[lang].cancel.loginLink)).toBe(
        buildPath("login", lang, undefined, { nextPath: ownView }),
      )
      expect(hrefOf(texts[lang].cancel.loginLink)).toContain(`nextPath=${encodeURIComponent(ownView)}`)
    }, 60_000)

    it(`a cancelled appointment shows the cancelled page with an offer to book anew (${lang})`, async () => {
      const seeded = await seed("raili", 60 * 24 * 2, { cancelled: true })
      await open(buildPath("anonymousAppointment", lang, { linkToken: seeded.link }), lang)
      await heading(texts[lang].cancelled.title)
      expect(hrefOf(texts[lang].cancelled.bookNew)).toBe(buildPath("booking", lang))
    }, 60_000)

    it(`an unknown link: appointment not found, with booking and login (${lang})`, async () => {
      await open(buildPath("anonymousAppointment", lang, { linkToken: "OTk5OTk5OTlfYWJj" }), lang)
      await heading(texts[lang].anonymous.notFound)
      expect(hrefOf(texts[lang].cancelled.bookNew)).toBe(buildPath("booking", lang))
      const main = screen.getByRole("heading", { level: 1 }).closest(".page") as HTMLElement
      expect(within(main).getByRole("link", { name: texts[lang].anonymous.login })).toBeTruthy()
    }, 60_000)

    it(`check-in without a patient data consent: a notice links to the login (${lang})`, async () => {
      const seeded = await seed("oskari", 15)
      await open(buildPath("anonymousAppointment", lang, { linkToken: seeded.link }), lang)
      await heading(texts[lang].anonymous.title)
      await act(async () => {
        fireEvent.click(await screen.findByRole("button", { name: texts[lang].checkIn.button }, loaded))
      })
      const boxes = within(
        screen.getByRole("group", { name: texts[lang].anonymousCheckIn.codeLabel }),
      ).getAllByRole("textbox")
      for (const [index, character] of [...personaById("oskari")!.ssn.slice(-4)].entries()) {
        await act(async () => {
          fireEvent.change(boxes[index]!, { target: { value: character } })
        })
      }
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: texts[lang].anonymousCheckIn.submit }))
      })
      expect(
        await screen.findByRole("heading", { name: texts[lang].checkIn.consentTitle }, loaded),
      ).toBeTruthy()
      const consentTab = `${buildPath("myInformation", lang)}?saveAction=`
      expect(hrefOf(texts[lang].checkIn.consentLogin)).toMatch(
        new RegExp(`^${buildPath("login", lang)}\\?nextPath=${encodeURIComponent(consentTab)}`),
      )
      // spec booking §4: no cancelling while the consent notice shows
      expect(screen.queryByRole("button", { name: texts[lang].cancel.button })).toBeNull()
    }, 60_000)
  }
})
