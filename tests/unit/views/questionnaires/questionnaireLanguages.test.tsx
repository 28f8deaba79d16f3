// @vitest-environment happy-dom
// The questionnaires' pages in fi, sv and en (spec messaging-records-payments §2, §5): the list under its title with
// its open and answered ones, and an answered questionnaire read-only with 'You answered this survey on …' and the
// answers. The e2e journey (health-questionnaires.spec.ts) answers one in English.
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enQuestionnaires from "../../../../locales/en/questionnaires.json"
import fiQuestionnaires from "../../../../locales/fi/questionnaires.json"
import svQuestionnaires from "../../../../locales/sv/questionnaires.json"
import { QuestionnairePage } from "../../../../src/features/questionnaires/views/QuestionnairePage.tsx"
import { QuestionnairesPage } from "../../../../src/features/questionnaires/views/QuestionnairesPage.tsx"
import { buildPath } from "../../../../src/platform/routing/index.ts"
import { contractExample } from "../../../support/contractExamples.ts"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const texts = { fi: fiQuestionnaires, sv: svQuestionnaires, en: enQuestionnaires }
const LANGS = ["fi", "sv", "en"] as const

const LIST = contractExample("/api/questionnaires", "ok")
const ANSWERED = contractExample("/api/questionnaires/{invitationId}", "answered") as {
  questionnaireInvitation: { id: string; questionnaireForm: { title: string } }
}
const { id: ANSWERED_ID, questionnaireForm } = ANSWERED.questionnaireInvitation

const env = fakeStoreEnv({
  fetch: async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === "/api/questionnaires") return Response.json(LIST)
    if (pathname === `/api/questionnaires/${ANSWERED_ID}`) return Response.json(ANSWERED)
    throw new Error(`No answer for ${pathname} in this test`)
  },
})

describe("the questionnaires in each language", () => {
  for (const lang of LANGS) {
    const { list, questionnaire } = texts[lang]

    it(`the list shows its open and answered ones under its title (${lang})`, async () => {
      const url = buildPath("questionnaires", lang)
      await renderView(<QuestionnairesPage />, { lang, namespaces: ["questionnaires"], env, path: url, url })
      expect(await screen.findByRole("heading", { level: 1, name: list.title })).toBeTruthy()
      const open = await screen.findByRole("region", { name: list.openHeading })
      expect(within(open).getAllByRole("link").length).toBeGreaterThan(0)
      const answered = screen.getByRole("region", { name: list.answeredHeading })
      expect(within(answered).getAllByRole("link").length).toBeGreaterThan(0)
    })

    it(`an answered questionnaire is read-only with the date and the answers (${lang})`, async () => {
      const url = buildPath("questionnaire", lang, { invitationId: ANSWERED_ID })
      await renderView(<QuestionnairePage />, {
        lang,
        namespaces: ["questionnaires"],
        env,
        path: url.replace(ANSWERED_ID, ":invitationId"),
        url,
      })
      expect(await screen.findByRole("heading", { level: 1, name: questionnaireForm.title })).toBeTruthy()
      const [before] = questionnaire.answeredOn.split("{{date}}")
      expect(screen.getByText((text) => text.startsWith(before!) && /\d/.test(text))).toBeTruthy()
      const answers = screen.getByRole("region", { name: questionnaire.yourAnswers })
      expect(within(answers).getByText("4", { exact: true })).toBeTruthy()
      expect(screen.queryAllByRole("radio")).toHaveLength(0)
      expect(screen.queryByRole("button", { name: questionnaire.send })).toBeNull()
    })
  }
})
