// @vitest-environment happy-dom
// The questionnaire form's limits (the free-text rule of contracts/messaging.graphql, answerQuestionnaire): a text
// answer over its length or with characters that cannot be saved says so next to its field as it happens, the
// answers together over theirs say so at the longest answer, and a press of send lists each in the summary and
// sends nothing.
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { QuestionnairePage } from "../../../../src/platform/api/schemas.ts"
import { fixedClock } from "../../../../src/domain/clock.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import { SURVEY_ANSWER_MAX_LENGTH } from "../../../../src/domain/surveyAnswers.ts"
import { SurveyForm } from "../../../../src/features/questionnaires/views/SurveyForm.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"
import { createTestRoot } from "../../../support/rootStore.ts"

afterEach(cleanup)

const comment = (name: string, title: string) => ({ type: "comment", name, title })

function page(elements: object[]): QuestionnairePage {
  return {
    status: "ok",
    questionnaireInvitation: {
      id: "9071",
      questionnaireForm: { id: "form-1", title: "Selkäkipukysely", definition: { elements } },
      questionnaireAnswers: null,
      answeredAt: null,
    },
  }
}

/** The form of a questionnaire with these elements, in `lang`; sending would need a messaging client it has not. */
async function renderForm(elements: object[], lang: Lang = "en") {
  const store = createTestRoot(fakeStoreEnv({ now: fixedClock(0) }), { session: { lang } })
  const { questionnaire } = store.questionnaires
  questionnaire.receive(page(elements))
  await renderView(<SurveyForm form={questionnaire.form!} questionnaire={questionnaire} />, {
    lang,
    namespaces: ["questionnaires"],
    store,
  })
  return questionnaire
}

const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) })
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } })
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send answers" }))
const summaryLinks = () =>
  within(screen.getByRole("heading", { name: "Check your answers" }).parentElement!)
    .getAllByRole("link")
    .map((link) => link.textContent)

describe("the questionnaire form's limits", () => {
  it("says the limit in the hint, and 'Character limit exceeded' next to an answer over it, as it happens", async () => {
    await renderForm([comment("lisatiedot", "Anything else?")])
    expect(screen.getByText("At most 2,000 characters.")).toBeTruthy()
    type("Anything else", "x".repeat(SURVEY_ANSWER_MAX_LENGTH))
    expect(field("Anything else").getAttribute("aria-invalid")).toBeNull()
    type("Anything else", "x".repeat(SURVEY_ANSWER_MAX_LENGTH + 1))
    expect(screen.getByText("Character limit exceeded: at most 2,000 characters")).toBeTruthy()
    expect(field("Anything else").getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByRole("button", { name: "Send answers" }).getAttribute("aria-disabled")).toBe("true")
  })

  it("refuses control characters and direction overrides next to the field and in the summary", async () => {
    const questionnaire = await renderForm([
      comment("oireet", "Symptoms"),
      comment("lisatiedot", "Anything else?"),
    ])
    type("Symptoms", "Kipu \u202eoikealla")
    type("Anything else", "Kiitos\u0007")
    const message =
      "The answer has characters that cannot be saved, such as control characters or text direction marks. Remove them."
    expect(screen.getAllByText(message)).toHaveLength(2)
    send()
    expect(summaryLinks()).toEqual([`Symptoms: ${message}`, `Anything else?: ${message}`])
    expect(questionnaire.status).toBe("open")
    expect(questionnaire.sendState).toBe("editing")
    type("Symptoms", "Kipu oikealla")
    type("Anything else", "Kiitos")
    expect(screen.queryByText(message)).toBeNull()
    expect(screen.getByRole("button", { name: "Send answers" }).getAttribute("aria-disabled")).toBeNull()
  })

  it("says when the answers together are too long, at the longest answer and in the summary", async () => {
    const names = ["q1", "q2", "q3", "q4", "q5", "q6"]
    await renderForm(names.map((name) => comment(name, `Question ${name}`)))
    for (const name of names) type(`Question ${name}`, "x".repeat(SURVEY_ANSWER_MAX_LENGTH - 10))
    type("Question q4", "x".repeat(SURVEY_ANSWER_MAX_LENGTH))
    const message = "Your answers together exceed the limit of 10,000 characters. Shorten your answers."
    expect(screen.getAllByText(message)).toHaveLength(1)
    expect(field("Question q4").getAttribute("aria-invalid")).toBe("true")
    send()
    expect(summaryLinks()).toEqual([`Question q4: ${message}`])
  })

  it("writes the limit as Finnish does", async () => {
    await renderForm([comment("lisatiedot", "Muuta kerrottavaa")], "fi")
    type("Muuta kerrottavaa", "x".repeat(SURVEY_ANSWER_MAX_LENGTH + 1))
    expect(screen.getByText("Merkkiraja ylittyi: enintään 2 000 merkkiä")).toBeTruthy()
  })
})
