// @vitest-environment happy-dom
// The prescriptions pages' states in fi, sv and en (spec messaging-records-payments §3, §4, §8): the list asks in its
// language and shows the subtitles composed of that answer, 'Non-renewable prescription' without a checkbox, and
// 'select all'; without renewal enabled no checkbox and no renew button; in messaging maintenance the renewal page
// shows its offline message and no send button. The e2e spec (health-prescriptions.spec.ts) keeps the renewal
// journey (en) and the failed send that keeps the answers (fi).
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enPrescriptions from "../../../../locales/en/prescriptions.json"
import fiPrescriptions from "../../../../locales/fi/prescriptions.json"
import svPrescriptions from "../../../../locales/sv/prescriptions.json"
import type { Lang } from "../../../../src/domain/language.ts"
import { PrescriptionsPage } from "../../../../src/features/prescriptions/views/PrescriptionsPage.tsx"
import { RenewalPage } from "../../../../src/features/prescriptions/views/RenewalPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { contractExample } from "../../../support/contractExamples.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiPrescriptions, sv: svPrescriptions, en: enPrescriptions }
const LANGS = ["fi", "sv", "en"] as const

type Listing = { canRenewPrescriptions: boolean; prescriptions: Record<string, unknown>[] }
const EXAMPLE = contractExample("/api/prescriptions", "renewable") as Listing

/** The words of the sandbox's answer in each language (sandbox/records/seed/prescriptions.ts). */
const WORDS = {
  fi: { medicineType: "tabletti", packageUnit: "kpl", treatmentLengthUnit: "kk" },
  sv: { medicineType: "tablett", packageUnit: "st", treatmentLengthUnit: "mån" },
  en: { medicineType: "tablet", packageUnit: "pcs", treatmentLengthUnit: "months" },
} as const
const SUBTITLE = {
  fi: "tabletti · 1 X 100 · 100 kpl · 3 kk",
  sv: "tablett · 1 X 100 · 100 st · 3 mån",
  en: "tablet · 1 X 100 · 100 pcs · 3 months",
} as const

/** The prescriptions as the backend answers them in the language the request asks for. */
function backend({ canRenew = true, maintenance = false } = {}) {
  return fakeStoreEnv({
    fetch: async (request) => {
      const url = new URL(request.url)
      const lang = url.searchParams.get("lang") as Lang
      if (url.pathname === "/api/prescriptions") {
        const [amlodipin, ...others] = EXAMPLE.prescriptions
        return Response.json({
          canRenewPrescriptions: canRenew,
          prescriptions: [{ ...amlodipin, ...WORDS[lang] }, ...others],
        })
      }
      if (url.pathname === "/api/messaging/status")
        return Response.json(
          contractExample("/api/messaging/status", maintenance ? "maintenance" : "operational"),
        )
      throw new Error(`No answer for ${url.pathname} in this test`)
    },
  })
}

async function showList(lang: Lang, canRenew: boolean) {
  const url = buildPath("prescriptions", lang)
  await renderView(<PrescriptionsPage />, {
    lang,
    namespaces: ["prescriptions"],
    env: backend({ canRenew }),
    path: url,
    url,
  })
  const { list } = texts[lang]
  expect(await screen.findByRole("heading", { level: 1, name: list.title })).toBeTruthy()
  return screen.findByRole("list", { name: list.listLabel })
}

describe("the prescriptions list", () => {
  for (const lang of LANGS) {
    const { list } = texts[lang]

    it(`speaks ${lang}: subtitles in the language, non-renewable without a checkbox, select all`, async () => {
      const items = within(await showList(lang, true)).getAllByRole("listitem")
      const amlodipin = items.find((item) => item.textContent?.includes("Amlodipin Krka 5 mg"))!
      expect(within(amlodipin).getByText(SUBTITLE[lang])).toBeTruthy()
      const nonRenewable = items.filter((item) => item.textContent?.includes(list.nonRenewable))
      expect(nonRenewable).toHaveLength(1)
      expect(within(nonRenewable[0]!).queryAllByRole("checkbox")).toHaveLength(0)
      expect(
        within(amlodipin).getByRole("checkbox", { name: new RegExp(`^${list.choose}: Amlodipin Krka 5 mg`) }),
      ).toBeTruthy()
      expect(screen.getByRole("checkbox", { name: list.selectAll })).toBeTruthy()
    })

    it(`without renewal enabled has no checkboxes and no renew button (${lang})`, async () => {
      const shown = await showList(lang, false)
      expect(within(shown).getAllByRole("listitem")).toHaveLength(EXAMPLE.prescriptions.length)
      expect(screen.queryAllByRole("checkbox")).toHaveLength(0)
      expect(screen.queryByRole("button", { name: list.renew })).toBeNull()
      expect(screen.getByText(list.nonRenewable)).toBeTruthy()
    })
  }
})

describe("the renewal in messaging maintenance", () => {
  for (const lang of LANGS)
    it(`shows the offline message and no send button (${lang})`, async () => {
      const id = String(EXAMPLE.prescriptions[0]!.id)
      const url = buildPath("prescriptionRenewal", lang, { ids: id })
      await renderView(<RenewalPage />, {
        lang,
        namespaces: ["prescriptions"],
        env: backend({ maintenance: true }),
        path: url.replace(id, ":ids"),
        url,
      })
      const { renewal } = texts[lang]
      expect(await screen.findByRole("heading", { level: 1, name: renewal.maintenanceTitle })).toBeTruthy()
      expect(screen.getByText(renewal.maintenanceBody)).toBeTruthy()
      expect(screen.queryByRole("button", { name: renewal.send })).toBeNull()
    })
})
