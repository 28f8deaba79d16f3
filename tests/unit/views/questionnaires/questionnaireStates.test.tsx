// @vitest-environment happy-dom
// The questionnaires' page states a component test can hold, in fi, sv and en: a questionnaire that is not the
// patient's (404) is the page's own 'not found', under that title, with the way back to the list; with no
// questionnaires both sections of the list say they are empty. The e2e suite keeps the area's out-of-use path
// (maintenance, health-questionnaires.spec.ts).
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enQuestionnaires from "../../../../locales/en/questionnaires.json"
import fiQuestionnaires from "../../../../locales/fi/questionnaires.json"
import svQuestionnaires from "../../../../locales/sv/questionnaires.json"
import { QuestionnairePage } from "../../../../src/features/questionnaires/views/QuestionnairePage.tsx"
import { QuestionnairesPage } from "../../../../src/features/questionnaires/views/QuestionnairesPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiQuestionnaires, sv: svQuestionnaires, en: enQuestionnaires }
const LANGS = ["fi", "sv", "en"] as const

/** The questionnaires' source: no questionnaire of the patient's by that id, and no questionnaires at all. */
const env = fakeStoreEnv({
  fetch: async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === "/api/questionnaires")
      return Response.json({ status: "ok", newTaskItems: [], answerItems: [] })
    if (pathname.startsWith("/api/questionnaires/"))
      return Response.json({ message: "Not found" }, { status: 404 })
    throw new Error(`No answer for ${pathname} in this test`)
  },
})

describe("a questionnaire that is not the patient's", () => {
  for (const lang of LANGS)
    it(`is not found, under that title, with the way back to the list (${lang})`, async () => {
      const url = buildPath("questionnaire", lang, { invitationId: "99999999" })
      await renderView(<QuestionnairePage />, {
        lang,
        namespaces: ["questionnaires"],
        env,
        path: url.replace("99999999", ":invitationId"),
        url,
      })
      const { questionnaire } = texts[lang]
      expect(await screen.findByRole("heading", { level: 1, name: questionnaire.notFound })).toBeTruthy()
      expect(document.title).toBe(`${questionnaire.notFound} – Aava`)
      expect(screen.getByRole("link", { name: questionnaire.backToList })).toBeTruthy()
    })
})

describe("with no questionnaires", () => {
  for (const lang of LANGS)
    it(`both sections of the list say they are empty (${lang})`, async () => {
      const url = buildPath("questionnaires", lang)
      await renderView(<QuestionnairesPage />, { lang, namespaces: ["questionnaires"], env, path: url, url })
      const { list } = texts[lang]
      const open = await screen.findByRole("region", { name: list.openHeading })
      expect(within(open).getByText(list.openEmpty)).toBeTruthy()
      const answered = screen.getByRole("region", { name: list.answeredHeading })
      expect(within(answered).getByText(list.answeredEmpty)).toBeTruthy()
    })
})
