// @vitest-environment happy-dom
// spec booking §2: the front page and the login page in every language, on the portal's own route table over the
// sandbox (in a worker): an anonymous visitor gets the booking landing, a patient without appointments (Sanna) sees
// the empty state on the front page and the list, and the login page speaks the visitor's language and switches it.
// The e2e specs (front-page, login) walk the logged-in front page and the login journey in Finnish.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import enAccount from "../../../../locales/en/account.json"
import enAppointments from "../../../../locales/en/appointments.json"
import enShell from "../../../../locales/en/shell.json"
import fiAccount from "../../../../locales/fi/account.json"
import fiAppointments from "../../../../locales/fi/appointments.json"
import fiShell from "../../../../locales/fi/shell.json"
import svAccount from "../../../../locales/sv/account.json"
import svAppointments from "../../../../locales/sv/appointments.json"
import svShell from "../../../../locales/sv/shell.json"
import { LANGUAGE_AUTONYMS, type Lang } from "../../../../src/domain/language.ts"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { renderPortalAt } from "../../../support/renderPortal.tsx"
import { useWorkerSandbox } from "../../../support/sandbox.ts"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const appointments = { fi: fiAppointments, sv: svAppointments, en: enAppointments }
const account = { fi: fiAccount, sv: svAccount, en: enAccount }
const shell = { fi: fiShell, sv: svShell, en: enShell }
const LANGS = ["fi", "sv", "en"] as const
// the first page of a file imports the route table's pages: a busy machine gets time
const loaded = { timeout: 30_000 }

/** The portal at `url` in `lang`, logged in as `persona` or anonymous. */
const open = (url: string, lang: Lang, persona?: string) => renderPortalAt(sandbox(), url, lang, persona)

describe("the front page", () => {
  for (const lang of LANGS) {
    it(`an anonymous visitor gets the booking landing (${lang})`, async () => {
      const view = await open(buildPath("front", lang), lang)
      await vi.waitFor(
        () => expect(view.router.state.location.pathname).toBe(buildPath("booking", lang)),
        loaded,
      )
    }, 60_000)

    it(`a patient without appointments sees the empty state on the front page and the list (${lang})`, async () => {
      const texts = appointments[lang]
      await open(buildPath("front", lang), lang, "sanna")
      await screen.findByRole(
        "heading",
        { level: 1, name: texts.front.greeting.replace("{{name}}", "Sanna") },
        loaded,
      )
      const block = await screen.findByRole("region", { name: texts.front.appointments }, loaded)
      expect(await within(block).findByText(texts.front.appointmentsEmpty, {}, loaded)).toBeTruthy()
      cleanup()
      await open(buildPath("appointments", lang), lang, "sanna")
      expect(await screen.findByText(texts.list.empty, {}, loaded)).toBeTruthy()
    }, 60_000)
  }
})

describe("the login page", () => {
  for (const lang of LANGS) {
    it(`speaks the visitor's language, and its language switch leads to the login in another (${lang})`, async () => {
      const view = await open(buildPath("login", lang), lang)
      await screen.findByRole("heading", { level: 1, name: account[lang].login.welcome.adult }, loaded)
      expect(screen.getByRole("link", { name: account[lang].login.providers.mobiilivarmenne })).toBeTruthy()
      const other: Lang = lang === "en" ? "fi" : "en"
      const languages = screen.getByRole("navigation", { name: shell[lang].header.languages })
      const link = within(languages).getByRole("link", { name: new RegExp(LANGUAGE_AUTONYMS[other]) })
      expect(link.getAttribute("href")).toBe(buildPath("login", other))
      await act(async () => {
        fireEvent.click(link)
      })
      await vi.waitFor(
        () => expect(view.router.state.location.pathname).toBe(buildPath("login", other)),
        loaded,
      )
      expect(
        await screen.findByRole("link", { name: account[other].login.providers.mobiilivarmenne }, loaded),
      ).toBeTruthy()
    }, 60_000)
  }
})
