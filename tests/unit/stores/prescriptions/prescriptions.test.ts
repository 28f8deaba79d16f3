import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RENEWAL_THREAD_TITLE, type RenewalMessageTexts } from "../../../../src/domain/prescriptions.ts"
import { answering, healthStoreOn, json } from "./support.ts"
import type { TestRoot } from "../../../support/rootStore.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const texts: RenewalMessageTexts = {
  heading: "Prescription renewal request",
  questions: {
    reason: "Why do you want the prescription renewed?",
    runOut: "Has the medicine run out?",
    remaining: "How much is left?",
    sideEffects: "Side effects?",
    sideEffectsDescription: "What side effects?",
  },
  yes: "Yes",
  no: "No",
  otherMedicines: "What other medicines do you use?",
}

type ThreadRow = { id: number; title: string; content: string }
const threadsTitled = (title: string): ThreadRow[] =>
  sandbox.db
    .prepare(
      `SELECT t.id, t.title, m.content FROM messaging_threads t JOIN messaging_messages m ON m.thread_id = t.id
       WHERE t.title = ? ORDER BY t.id`,
    )
    .all(title) as ThreadRow[]

/** Aino's renewable prescriptions, as the list gives them (chosen by property, not by position). */
async function renewableOfAino() {
  const store = healthStoreOn(sandbox, sandbox.login("aino"))
  const { list } = store.prescriptions
  await list.load()
  expect(list.canRenewPrescriptions).toBe(true)
  expect(list.selectable.length).toBeGreaterThanOrEqual(2)
  return { store, list }
}

/** The renewal form of one prescription opened on `store`, every question answered. */
async function answeredRenewal(store: TestRoot, prescriptionId: string) {
  const { renewal } = store.prescriptions
  await renewal.open(prescriptionId)
  const answers = renewal.answersOf(prescriptionId)!
  answers.setText("reason", "Needed")
  answers.setYesNo("runOut", "yes")
  answers.setYesNo("sideEffects", "no")
  renewal.setOtherMedicines("None")
  return renewal
}

describe("the prescriptions list and its renewal selection", () => {
  it("lists newest first, with checkboxes only for renewable ones while renewal is enabled", async () => {
    const { list } = await renewableOfAino()
    const issued = list.prescriptions.map((prescription) => prescription.issuedDate)
    expect(issued).toEqual([...issued].sort().reverse())
    expect(list.prescriptions.some((prescription) => !prescription.isRenewable)).toBe(true)
    for (const prescription of list.prescriptions) {
      expect(list.isSelectable(prescription)).toBe(prescription.isRenewable)
    }
    // texts come in the page's language
    expect(list.prescriptions.some((prescription) => prescription.medicineType === "tablet")).toBe(true)
  })

  it("selects one, several or all; unticking 'select all' clears; a non-renewable one cannot be ticked", async () => {
    const { list } = await renewableOfAino()
    const [first, second] = list.selectable
    list.setSelected(first!.id, true)
    expect(list.selectedIds).toEqual([first!.id])
    expect(list.someSelected).toBe(true)
    list.setSelected(second!.id, true)
    expect(list.selectedIds).toEqual([first!.id, second!.id])
    list.setAllSelected(true)
    expect(list.allSelected).toBe(true)
    expect(list.selectedIds).toEqual(list.selectable.map((prescription) => prescription.id))
    list.setAllSelected(false)
    expect(list.selectedIds).toEqual([])
    const nonRenewable = list.prescriptions.find((prescription) => !prescription.isRenewable)!
    list.setSelected(nonRenewable.id, true)
    expect(list.selectedIds).toEqual([])
  })

  it("offers no checkbox to a patient for whom renewal is not enabled", async () => {
    const store = healthStoreOn(
      sandbox,
      sandbox.login("aino"),
      answering("/api/prescriptions", () =>
        json({
          canRenewPrescriptions: false,
          prescriptions: [
            {
              id: "1",
              medicineName: "Amlodipin",
              strength: "5 mg",
              issuedDate: "2026-01-01",
              isRenewable: true,
              medicineType: null,
              packageUnit: null,
              packageSize: null,
              packageCount: null,
              treatmentLength: null,
              treatmentLengthUnit: null,
              totalAmount: null,
              dosageGuide: null,
              usageGuide: null,
            },
          ],
        }),
      ),
    )
    const { list } = store.prescriptions
    await list.load()
    expect(list.selectable).toEqual([])
    list.setAllSelected(true)
    expect(list.selectedIds).toEqual([])
  })
})

describe("the renewal form", () => {
  it("refuses to send until every question is answered, then sends one thread with the composed text", async () => {
    const { store, list } = await renewableOfAino()
    const [first, second] = list.selectable
    const { renewal } = store.prescriptions
    await renewal.open(`${first!.id},${second!.id}`)
    expect(renewal.status).toBe("form")
    expect(renewal.chosen.map((prescription) => prescription.id)).toEqual([first!.id, second!.id])
    const before = threadsTitled(RENEWAL_THREAD_TITLE).length

    expect(await renewal.submit(texts)).toBe(false)
    expect(renewal.fields.submitAttempted).toBe(true)
    expect(renewal.unanswered).toHaveLength(2 * 3 + 1)

    const a = renewal.answersOf(first!.id)!
    a.setText("reason", "Blood pressure medicine")
    a.setYesNo("runOut", "no")
    a.setYesNo("sideEffects", "no")
    const b = renewal.answersOf(second!.id)!
    b.setText("reason", "Skin rash")
    b.setYesNo("runOut", "yes")
    b.setYesNo("sideEffects", "yes")
    renewal.setOtherMedicines("None")
    // the follow-ups are asked now
    expect(renewal.unanswered.map(({ question }) => question)).toEqual([
      "remaining",
      "sideEffectsDescription",
    ])
    expect(await renewal.submit(texts)).toBe(false)
    expect(threadsTitled(RENEWAL_THREAD_TITLE)).toHaveLength(before)

    a.setText("remaining", "Ten tablets, for ten days")
    b.setText("sideEffectsDescription", "Dry skin")
    expect(renewal.isComplete).toBe(true)
    expect(await renewal.submit(texts)).toBe(true)
    expect(renewal.sendState).toBe("sent")

    const threads = threadsTitled(RENEWAL_THREAD_TITLE)
    expect(threads).toHaveLength(before + 1)
    const sent = threads.at(-1)!
    expect(renewal.threadId).toBe(String(sent.id))
    expect(sent.content).toContain("Prescription renewal request")
    expect(sent.content).toContain("Ten tablets, for ten days")
    expect(sent.content).toContain("Dry skin")
    expect(sent.content).toContain("What other medicines do you use?\nNone")
    // the list's choice is cleared once sent
    expect(list.selectedIds).toEqual([])
  })

  it("keeps the answers when sending fails, and sends them on the next try", async () => {
    const { list } = await renewableOfAino()
    const target = list.selectable[0]!
    let failing = true
    const store = healthStoreOn(sandbox, sandbox.login("aino"), (request) =>
      failing && new URL(request.url).pathname === "/api/customer-messaging"
        ? Promise.resolve(new Response("down", { status: 503 }))
        : globalThis.fetch(request),
    )
    const renewal = await answeredRenewal(store, target.id)
    expect(await renewal.submit(texts)).toBe(false)
    expect(renewal.sendState).toBe("failed")
    expect(renewal.sendLimit).toBeUndefined()
    expect(renewal.answersOf(target.id)!.reason).toBe("Needed")
    expect(renewal.otherMedicines).toBe("None")
    failing = false
    expect(await renewal.submit(texts)).toBe(true)
  })

  it("says which hourly limit refused the request (RATE_LIMITED), keeping the answers", async () => {
    const { list } = await renewableOfAino()
    const target = list.selectable[0]!
    const refusal = { code: "RATE_LIMITED", reason: "newThreadsPerHour", limit: 10 }
    const store = healthStoreOn(
      sandbox,
      sandbox.login("aino"),
      answering("/api/customer-messaging", () =>
        json({ data: null, errors: [{ message: "limit", extensions: refusal }] }),
      ),
    )
    const renewal = await answeredRenewal(store, target.id)
    expect(await renewal.submit(texts)).toBe(false)
    expect(renewal.sendState).toBe("failed")
    expect(renewal.sendLimit).toBe("newThreadsPerHour")
    expect(renewal.answersOf(target.id)!.reason).toBe("Needed")
  })

  it("keeps the answers over a reload of the same ids, and starts afresh for other ids", async () => {
    const { store, list } = await renewableOfAino()
    const [first, second] = list.selectable
    const { renewal } = store.prescriptions
    await renewal.open(first!.id)
    renewal.answersOf(first!.id)!.setText("reason", "Kept")
    await renewal.open(first!.id)
    expect(renewal.answersOf(first!.id)!.reason).toBe("Kept")
    await renewal.open(second!.id)
    expect(renewal.answersOf(first!.id)).toBeUndefined()
  })

  it("shows the offline message in messaging maintenance, and 'unavailable' for ids that cannot be renewed", async () => {
    const { list } = await renewableOfAino()
    const renewable = list.selectable[0]!
    const nonRenewable = list.prescriptions.find((prescription) => !prescription.isRenewable)!
    const maintenance = healthStoreOn(
      sandbox,
      sandbox.login("aino"),
      answering("/api/messaging/status", () =>
        json({
          maintenanceMode: true,
          systemStatus: "plannedMaintenance",
          customerMessagingUserId: "6b0f8e52-3c1d-4a7e-9f20-81d4c5a7e913",
          customerMessagingInfo: {
            active: false,
            heading: null,
            description: null,
            announcementType: "info",
          },
        }),
      ),
    )
    await maintenance.prescriptions.renewal.open(renewable.id)
    expect(maintenance.prescriptions.renewal.status).toBe("maintenance")

    const { renewal } = healthStoreOn(sandbox, sandbox.login("aino")).prescriptions
    await renewal.open(`${nonRenewable.id},99999999`)
    expect(renewal.status).toBe("unavailable")
  })
})
