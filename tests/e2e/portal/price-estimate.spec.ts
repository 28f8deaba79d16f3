import type { Response } from "@playwright/test"
import { KELA65_KIND_IDS } from "../../../src/domain/appointmentSearch.ts"
import { expect, test } from "../fixtures.ts"

type PriceLine = { code: string; description: string; priceEuros: number }
type Slot = {
  id: string
  kindId: string
  requiresAuthToReserve: boolean
  practitionerRate?: {
    name: Record<"fi" | "sv" | "en", string>
    rateEuros: number
    additionalFees: PriceLine[]
  } | null
}

// A list and a reservation page with axe on each: more than the default 30 s on a shared machine
test.describe.configure({ timeout: 120_000 })

const isSearch = (response: Response) => new URL(response.url()).pathname === "/api/appointments"

// Euros as the page writes them: fi/sv "97,90 €" (a no-break space before €), en "€97.90"
const written = {
  fi: (euros: number) => new RegExp(`${euros.toFixed(2).replace(".", ",")}\\s€`),
  sv: (euros: number) => new RegExp(`${euros.toFixed(2).replace(".", ",")}\\s€`),
  en: (euros: number) => new RegExp(`€${euros.toFixed(2).replace(".", "\\.")}`),
}

const texts = {
  fi: {
    list: "/fi/ajanvaraus/yksityisasiakas",
    results: "Vapaat ajat",
    reserve: "Varaa",
    estimate: "Hinta-arvio",
    lines: "Hinta-arvion erittely",
  },
  sv: {
    list: "/sv/tidsbokning/privat-kund",
    results: "Lediga tider",
    reserve: "Boka",
    estimate: "Prisuppskattning",
    lines: "Prisuppskattningens specifikation",
  },
  en: {
    list: "/en/booking/private-customer",
    results: "Free appointments",
    reserve: "Reserve",
    estimate: "Price estimate",
    lines: "Price estimate breakdown",
  },
} as const

test.describe("price estimates of private slots", () => {
  for (const [lang, text] of Object.entries(texts) as [keyof typeof texts, (typeof texts)["fi"]][]) {
    test(`on the card, and line by line on the reservation page (${lang})`, async ({
      page,
      expectAccessible,
    }) => {
      // Every slot the searches answered with, by id: the list may search more than once (a superseded
      // search, suggestions), so a card is matched to its slot by the id in its link, not by position
      const answered = new Map<string, Slot>()
      page.on("response", (response) => {
        if (!isSearch(response) || !response.ok()) return
        response
          .json()
          .then(({ availableAppointments }: { availableAppointments: { appointments: Slot[] } }) => {
            for (const slot of availableAppointments.appointments) answered.set(slot.id, slot)
          })
          // a body no longer there (the page moved on) holds no card of this list
          .catch(() => undefined)
      })
      await page.goto(text.list)
      const cards = page.getByRole("list", { name: text.results }).getByRole("listitem")
      await expect(cards.first()).toBeVisible()
      // a slot an anonymous visitor may reserve, priced by its rate with at least one fee (not a Kela65 kind)
      const priced = (slot: Slot | undefined): slot is Slot =>
        slot !== undefined &&
        !slot.requiresAuthToReserve &&
        !(KELA65_KIND_IDS as readonly string[]).includes(slot.kindId) &&
        (slot.practitionerRate?.additionalFees.length ?? 0) > 0
      const shownSlot = async () => {
        const hrefs = await cards
          .getByRole("link", { name: text.reserve })
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
        return hrefs.map((href) => answered.get(href.split("/").pop() ?? "")).find(priced)
      }
      await expect
        .poll(async () => (await shownSlot())?.id, {
          message: "the private list's first page shows a slot with a rate and a fee",
        })
        .toBeDefined()
      const slot = (await shownSlot())!
      const rate = slot.practitionerRate!
      const lines = [rate.rateEuros, ...rate.additionalFees.map((fee) => fee.priceEuros)]
      const total = lines.reduce((cents, euros) => cents + Math.round(euros * 100), 0) / 100

      const card = cards.filter({ has: page.locator(`a[href$="/${slot.id}"]`) })
      await expect(card.getByText(text.estimate)).toHaveText(
        new RegExp(`^${text.estimate} ${written[lang](total).source}$`),
      )
      await expectAccessible(`private list with price estimates, ${lang}`)

      await card.getByRole("link", { name: text.reserve }).click()
      await expect(page).toHaveURL(new RegExp(`/${slot.id}$`))
      const estimate = page
        .getByRole("definition")
        .filter({ has: page.getByRole("list", { name: text.lines }) })
      await expect(estimate).toContainText(written[lang](total))
      const items = estimate.getByRole("list", { name: text.lines }).getByRole("listitem")
      await expect(items).toHaveCount(lines.length)
      await expect(items.first()).toContainText(rate.name[lang])
      await expect(items.first()).toContainText(written[lang](rate.rateEuros))
      for (const [at, fee] of rate.additionalFees.entries()) {
        await expect(items.nth(at + 1)).toContainText(fee.description)
        await expect(items.nth(at + 1)).toContainText(written[lang](fee.priceEuros))
      }
      await expectAccessible(`reservation page with the price estimate, ${lang}`)
    })
  }
})
