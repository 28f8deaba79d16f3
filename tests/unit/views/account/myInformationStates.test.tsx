// @vitest-environment happy-dom
// spec booking §2 My information, §4 'My-information form', §7 the Kela card: in every language, on the portal's own
// route table over the sandbox (in a worker), logged in as Aino: the tab a saveAction opens on, the save button's
// text by its type and where the save leads; and a GIF refused for the Kela card with the spec's message. The e2e
// specs (save-action, my-information, kela-card) walk these in one language each.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import enKela from "../../../../locales/en/kelaCard.json"
import enProfile from "../../../../locales/en/profile.json"
import fiKela from "../../../../locales/fi/kelaCard.json"
import fiProfile from "../../../../locales/fi/profile.json"
import svKela from "../../../../locales/sv/kelaCard.json"
import svProfile from "../../../../locales/sv/profile.json"
import { encodeSaveAction, type SaveAction } from "../../../../src/domain/appointmentRules.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { renderPortalAt } from "../../../support/renderPortal.tsx"
import { useWorkerSandbox } from "../../../support/sandbox.ts"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const profile = { fi: fiProfile, sv: svProfile, en: enProfile }
const kela = { fi: fiKela, sv: svKela, en: enKela }
const LANGS = ["fi", "sv", "en"] as const
// the first page of a file imports the route table's pages: a busy machine gets time
const loaded = { timeout: 30_000 }

/** The portal at `url` in `lang`, logged in as Aino. */
const open = (url: string, lang: Lang) => renderPortalAt(sandbox(), url, lang, "aino")

type Case = { action: SaveAction; tab: "contact" | "consent"; next: (lang: Lang) => string }

/** The save button's text: the consent tab's is the plain Save, the contact tab's says where the save leads. */
const saveText = (lang: Lang, { action, tab }: Case) =>
  profile[lang].myInformation.save[tab === "consent" ? "reload-page" : action.type]

const cases: Case[] = [
  { action: { type: "reload-page" }, tab: "contact", next: (lang) => buildPath("myInformation", lang) },
  {
    action: { type: "go-to-reserve-appointment-page", appointmentId: "4712" },
    tab: "contact",
    next: (lang) => buildPath("availableAppointments", lang, { id: "4712" }),
  },
  {
    action: { type: "go-to-view-appointment-page", appointmentId: "4711", tab: "consent" },
    tab: "consent",
    next: (lang) => buildPath("appointmentsByIds", lang, { ids: "4711" }),
  },
  {
    action: { type: "go-to-view-appointment-page", appointmentId: "4711" },
    tab: "contact",
    next: (lang) => buildPath("appointmentsByIds", lang, { ids: "4711" }),
  },
  {
    action: { type: "go-to-invoice-page", appointmentId: "3040512" },
    tab: "contact",
    next: (lang) => buildPath("invoicePayment", lang, { invoiceNumber: "3040512" }),
  },
]

describe("my information with a saveAction", () => {
  for (const lang of LANGS)
    for (const row of cases) {
      const { action, tab, next } = row
      it(`${JSON.stringify(action)}: the ${tab} tab, the save button's text, and where it leads (${lang})`, async () => {
        const texts = profile[lang].myInformation
        const url = buildPath("myInformation", lang, undefined, { saveAction: encodeSaveAction(action) })
        const view = await open(url, lang)
        await screen.findByRole("heading", { level: 1, name: texts.title }, loaded)
        const selected = await screen.findByRole("tab", { name: texts.tabs[tab] }, loaded)
        expect(selected.getAttribute("aria-selected")).toBe("true")
        const save = await screen.findByRole("button", { name: saveText(lang, row) }, loaded)
        await act(async () => {
          fireEvent.click(save)
        })
        await vi.waitFor(() => expect(view.router.state.location.pathname).toBe(next(lang)), loaded)
      }, 60_000)
    }
})

describe("the Kela card", () => {
  for (const lang of LANGS)
    it(`a GIF is refused with the spec's message, and no side is chosen (${lang})`, async () => {
      await open(buildPath("myInformation", lang), lang)
      const section = await screen.findByRole("region", { name: kela[lang].title }, loaded)
      await within(section).findByText(kela[lang].none, {}, loaded)
      const back = within(section).getByLabelText(kela[lang].choose.back)
      const gif = new File(
        [Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64")],
        "kela-card.gif",
        { type: "image/gif" },
      )
      await act(async () => {
        fireEvent.change(back, { target: { files: [gif] } })
      })
      const message = await within(section).findByText(kela[lang].typeError, {}, loaded)
      expect(message.getAttribute("role")).toBe("alert")
      expect(back.getAttribute("aria-invalid")).toBe("true")
      expect(within(section).getAllByText(kela[lang].status.missing)).toHaveLength(2)
    }, 60_000)
})
