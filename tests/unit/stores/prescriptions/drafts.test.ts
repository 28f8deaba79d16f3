// Nothing typed is lost (issue 31): questionnaire answers and renewal answers are kept in the tab's drafts as message
// drafts are. A reload is a new store on the same draft storage; a send (success only) and the user's own logout
// forget them. The kiosk keeps none: tests/unit/kiosk/kioskDrafts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RenewalMessageTexts } from "../../../../src/domain/prescriptions.ts"
import { memoryDraftStorage } from "../../../../src/platform/browser/drafts.ts"
import { healthStoreOn } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const texts: RenewalMessageTexts = {
  heading: "Prescription renewal request",
  questions: {
    reason: "Why?",
    runOut: "Run out?",
    remaining: "How much is left?",
    sideEffects: "Side effects?",
    sideEffectsDescription: "What side effects?",
  },
  yes: "Yes",
  no: "No",
  otherMedicines: "Other medicines?",
}

/** A store of Aino's on `drafts` whose session is loaded (a logout then is the user's own). */
async function ainoOn(
  drafts: ReturnType<typeof memoryDraftStorage>,
  fetcher?: Parameters<typeof healthStoreOn>[2],
) {
  const store = healthStoreOn(sandbox, sandbox.login("aino"), fetcher, drafts)
  await store.session.load()
  return store
}

/** An open questionnaire of Aino's with a free-text question (chosen by property, not by position). */
async function openQuestionnaireOf(drafts: ReturnType<typeof memoryDraftStorage>) {
  const store = await ainoOn(drafts)
  const { list, questionnaire } = store.questionnaires
  await list.load()
  for (const item of list.open) {
    const invitationId = (item.link.params as { invitationId: string }).invitationId
    await questionnaire.open(invitationId)
    const pages = questionnaire.form?.pages ?? []
    const text = pages.flatMap((page) => page.questions).find((question) => question.type === "comment")
    if (questionnaire.status === "open" && text) return { store, questionnaire, invitationId, text }
  }
  throw new Error("Aino has no open questionnaire with a free-text question in the seed")
}

async function renewableOf(drafts: ReturnType<typeof memoryDraftStorage>) {
  const store = await ainoOn(drafts)
  await store.prescriptions.list.load()
  const target = store.prescriptions.list.selectable[0]
  if (!target) throw new Error("Aino has no renewable prescription in the seed")
  return { store, target }
}

describe("questionnaire answers kept as a draft", () => {
  it("survive a reload (a new store on the same tab's drafts), and a send forgets them", async () => {
    const drafts = memoryDraftStorage()
    const first = await openQuestionnaireOf(drafts)
    first.questionnaire.setAnswer(first.text.name, "Kesken jäänyt vastaus")
    expect(drafts.entries.size).toBe(1)
    // the key is the invitation's id, no personal data
    expect([...drafts.entries.keys()]).toEqual([`questionnaires.${first.invitationId}`])

    const reloaded = (await ainoOn(drafts)).questionnaires.questionnaire
    await reloaded.open(first.invitationId)
    expect(reloaded.draft[first.text.name]).toBe("Kesken jäänyt vastaus")
    // emptied, nothing is kept
    reloaded.setAnswer(first.text.name, undefined)
    expect(drafts.entries.size).toBe(0)
  })

  it("are forgotten once sent, and an answered questionnaire takes no draft", async () => {
    const drafts = memoryDraftStorage()
    const { questionnaire, invitationId, text } = await openQuestionnaireOf(drafts)
    questionnaire.setAnswer(text.name, "Valmis vastaus")
    for (const question of questionnaire.missing) {
      const choice = "choices" in question ? question.choices[0]?.value : undefined
      questionnaire.setAnswer(question.name, choice ?? (question.type === "rating" ? 1 : "Vastaus"))
    }
    expect(await questionnaire.submit()).toBe(true)
    expect(drafts.entries.size).toBe(0)

    drafts.write(`questionnaires.${invitationId}`, JSON.stringify({ [text.name]: "Vanha luonnos" }))
    const again = (await ainoOn(drafts)).questionnaires.questionnaire
    await again.open(invitationId)
    expect(again.status).toBe("answered")
    expect(again.draft).toEqual({})
    expect(drafts.entries.size).toBe(0)
  })

  it("stay through a language switch, and through the logout of an expired session", async () => {
    const drafts = memoryDraftStorage()
    const { store, questionnaire, invitationId, text } = await openQuestionnaireOf(drafts)
    questionnaire.setAnswer(text.name, "Kesken")
    store.session.setLang("sv")
    await questionnaire.open(invitationId)
    expect(questionnaire.draft[text.name]).toBe("Kesken")
    store.session.markExpired()
    await store.session.logout()
    expect(drafts.entries.size).toBe(1)
    const again = (await ainoOn(drafts)).questionnaires.questionnaire
    await again.open(invitationId)
    expect(again.draft[text.name]).toBe("Kesken")
  })

  it("are forgotten on the user's own logout", async () => {
    const drafts = memoryDraftStorage()
    const { store, questionnaire, text } = await openQuestionnaireOf(drafts)
    questionnaire.setAnswer(text.name, "Kesken")
    expect(drafts.entries.size).toBe(1)
    await store.session.logout()
    expect(drafts.entries.size).toBe(0)
  })
})

describe("renewal answers kept as a draft", () => {
  it("survive a reload under the messaging user's id and the URL's ids, and a failed send keeps them", async () => {
    const drafts = memoryDraftStorage()
    const { store, target } = await renewableOf(drafts)
    const { renewal } = store.prescriptions
    await renewal.open(target.id)
    renewal.answersOf(target.id)!.setText("reason", "Verenpaine")
    renewal.answersOf(target.id)!.setYesNo("runOut", "no")
    renewal.setOtherMedicines("D-vitamiini")
    const keys = [...drafts.entries.keys()]
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(new RegExp(`^prescriptions\\.[0-9a-f-]+\\.renewal\\.${target.id}$`))

    let failing = true
    const reloaded = (
      await ainoOn(drafts, (request) =>
        failing && new URL(request.url).pathname === "/api/customer-messaging" && request.method === "POST"
          ? Promise.resolve(new Response("down", { status: 503 }))
          : globalThis.fetch(request),
      )
    ).prescriptions.renewal
    await reloaded.open(target.id)
    const answers = reloaded.answersOf(target.id)!
    expect(answers.reason).toBe("Verenpaine")
    expect(answers.runOut).toBe("no")
    expect(reloaded.otherMedicines).toBe("D-vitamiini")

    answers.setText("remaining", "Kahdeksi viikoksi")
    answers.setYesNo("sideEffects", "no")
    expect(await reloaded.submit(texts)).toBe(false)
    expect(reloaded.sendState).toBe("failed")
    expect(drafts.entries.size).toBe(1)

    failing = false
    expect(await reloaded.submit(texts)).toBe(true)
    expect(drafts.entries.size).toBe(0)
  })

  it("are forgotten on the user's own logout", async () => {
    const drafts = memoryDraftStorage()
    const { store, target } = await renewableOf(drafts)
    await store.prescriptions.renewal.open(target.id)
    store.prescriptions.renewal.setOtherMedicines("Ei muita")
    expect(drafts.entries.size).toBe(1)
    await store.session.logout()
    expect(drafts.entries.size).toBe(0)
  })
})
