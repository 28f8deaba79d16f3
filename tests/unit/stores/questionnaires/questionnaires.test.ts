import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { answering, healthStoreOn, json } from "../prescriptions/support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const invitationIdOf = (item: { link: { route: string; params: unknown } }) =>
  (item.link.params as { invitationId: string }).invitationId

describe("the questionnaires list", () => {
  it("lists Aino's open and answered questionnaires, each leading to its questionnaire", async () => {
    const { list } = healthStoreOn(sandbox, sandbox.login("aino")).questionnaires
    await list.load()
    expect(list.status).toBe("loaded")
    expect(list.open.length).toBeGreaterThan(0)
    expect(list.answered.length).toBeGreaterThan(0)
    for (const item of [...list.open, ...list.answered]) expect(item.link.route).toBe("questionnaire")
  })

  it("says maintenance when the page state says so", async () => {
    const store = healthStoreOn(
      sandbox,
      sandbox.login("aino"),
      answering("/api/questionnaires", () => json({ status: "maintenance-mode" })),
    )
    await store.questionnaires.list.load()
    expect(store.questionnaires.list.status).toBe("maintenance")
  })
})

describe("one questionnaire", () => {
  it("refuses to send with a required question unanswered, then sends the answers as one JSON string", async () => {
    const store = healthStoreOn(sandbox, sandbox.login("aino"))
    const { list, questionnaire } = store.questionnaires
    await list.load()
    const open = list.open.find((item) => item.title === "Unikysely")
    if (!open) throw new Error("Aino has no open sleep questionnaire in the seed")
    await questionnaire.open(invitationIdOf(open))
    expect(questionnaire.status).toBe("open")
    const required = questionnaire.missing.map((question) => question.name)
    expect(required).toEqual(["nukahtaminen"])

    expect(await questionnaire.submit()).toBe(false)
    expect(questionnaire.fields.submitAttempted).toBe(true)
    expect(questionnaire.status).toBe("open")

    const rating = questionnaire.form!.pages[0]!.questions.find((question) => question.type === "rating")!
    questionnaire.setAnswer("nukahtaminen", "Usein")
    questionnaire.setAnswer(rating.name, 2)
    questionnaire.setAnswer("lisatiedot", "  Heräilen neljältä  ")
    expect(questionnaire.missing).toEqual([])
    expect(await questionnaire.submit()).toBe(true)
    expect(questionnaire.status).toBe("answered")
    expect(questionnaire.givenAnswers).toEqual({
      nukahtaminen: "Usein",
      vireys: 2,
      lisatiedot: "Heräilen neljältä",
    })

    const stored = sandbox.db
      .prepare("SELECT answers FROM messaging_questionnaire_invitations WHERE id = ?")
      .get(Number(invitationIdOf(open))) as { answers: string }
    expect(JSON.parse(stored.answers)).toEqual({
      nukahtaminen: "Usein",
      vireys: 2,
      lisatiedot: "Heräilen neljältä",
    })

    // read again, it is read-only with the answers, and the list has moved it
    const again = healthStoreOn(sandbox, sandbox.login("aino")).questionnaires
    await again.questionnaire.open(invitationIdOf(open))
    expect(again.questionnaire.status).toBe("answered")
    expect(again.questionnaire.givenAnswers.nukahtaminen).toBe("Usein")
    await again.list.load()
    expect(again.list.answered.some((item) => invitationIdOf(item) === invitationIdOf(open))).toBe(true)
  })

  it("reads an answered one read-only (nothing to send), and keeps the answers when sending fails", async () => {
    let failing = true
    const store = healthStoreOn(sandbox, sandbox.login("aino"), (request) =>
      failing && new URL(request.url).pathname === "/api/customer-messaging" && request.method === "POST"
        ? Promise.resolve(new Response("down", { status: 503 }))
        : globalThis.fetch(request),
    )
    const { list, questionnaire } = store.questionnaires
    await list.load()
    const answered = list.answered[0]!
    await questionnaire.open(invitationIdOf(answered))
    expect(questionnaire.status).toBe("answered")
    expect(await questionnaire.submit()).toBe(false)
    expect(questionnaire.sendState).toBe("editing")

    // a second invitation in the message of an answered one: the pain questionnaire, nothing required
    const { message_id } = sandbox.db
      .prepare("SELECT message_id FROM messaging_questionnaire_invitations WHERE id = ?")
      .get(Number(invitationIdOf(answered))) as { message_id: number }
    const inserted = sandbox.db
      .prepare(
        "INSERT INTO messaging_questionnaire_invitations (message_id, form_id, answered_at, answers) VALUES (?, 'tules-2026', NULL, NULL)",
      )
      .run(message_id)
    await questionnaire.open(String(inserted.lastInsertRowid))
    expect(questionnaire.status).toBe("open")
    const checkbox = questionnaire.form!.pages[0]!.questions.find((question) => question.type === "checkbox")!
    questionnaire.setChoice(checkbox, "Polvet", true)
    questionnaire.setChoice(checkbox, "Niska", true)
    expect(questionnaire.draft[checkbox.name]).toEqual(["Niska", "Polvet"])
    expect(await questionnaire.submit()).toBe(false)
    expect(questionnaire.sendState).toBe("failed")
    expect(questionnaire.status).toBe("open")
    expect(questionnaire.draft[checkbox.name]).toEqual(["Niska", "Polvet"])
    failing = false
    expect(await questionnaire.submit()).toBe(true)
    expect(questionnaire.givenAnswers).toEqual({ [checkbox.name]: ["Niska", "Polvet"] })
  })

  it("is not found for an id that is not the patient's, and says maintenance when the page state does", async () => {
    const { questionnaire } = healthStoreOn(sandbox, sandbox.login("aino")).questionnaires
    await questionnaire.open("99999999")
    expect(questionnaire.status).toBe("notFound")

    const store = healthStoreOn(
      sandbox,
      sandbox.login("aino"),
      answering("/api/questionnaires/9071", () => json({ status: "maintenance-mode" })),
    )
    await store.questionnaires.questionnaire.open("9071")
    expect(store.questionnaires.questionnaire.status).toBe("maintenance")
  })

  it("starts a new draft for another invitation", async () => {
    const { questionnaire } = healthStoreOn(sandbox, sandbox.login("aino")).questionnaires
    questionnaire.reset("1")
    questionnaire.setAnswer("x", "y")
    await questionnaire.open("2")
    expect(questionnaire.draft).toEqual({})
  })
})
