// Renewal requests a patient can follow (issue 31): the prescriptions page's requests are the customer's threads with
// the renewal form's title, each sent, being handled or answered by the rule of docs/decisions/0027.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RENEWAL_THREAD_TITLE, type RenewalMessageTexts } from "../../../../src/domain/prescriptions.ts"
import type { ThreadSummaryData } from "../../../../src/platform/api/messagingOperations.ts"
import {
  sentRenewalsOf,
  sentRenewalStateOf,
} from "../../../../src/features/prescriptions/store/SentRenewals.ts"
import { answering, healthStoreOn, json } from "./support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const PATIENT = "c-1"
const NURSE = "p-1"
const SENT_AT = "2026-11-20T08:00:00Z"

/** A thread of the list (MessagingThreads) with its latest message and read marks. */
function thread(options: {
  id?: string
  title?: string | null
  latestBy?: "patient" | "nurse"
  reads?: { readBy: string; readAt: string }[]
  created?: string
}): ThreadSummaryData {
  const latestBy = options.latestBy ?? "patient"
  const author =
    latestBy === "patient"
      ? { __typename: "CustomerUser", id: PATIENT, firstName: "Aino", lastName: "A" }
      : { __typename: "ProfessionalUser", id: NURSE, firstName: "Liisa", lastName: "L" }
  return {
    id: options.id ?? "1",
    title: options.title === undefined ? RENEWAL_THREAD_TITLE : options.title,
    isActive: true,
    created: options.created ?? SENT_AT,
    threadType: "customer",
    readStatus: options.reads ?? [{ readBy: PATIENT, readAt: SENT_AT }],
    messages: {
      totalCount: 1,
      items: [{ id: "m1", created: SENT_AT, content: "…", deleted: false, author }],
    },
  } as unknown as ThreadSummaryData
}

describe("a renewal request's state", () => {
  it("is sent while only the patient has read the thread since their latest message", () => {
    expect(sentRenewalStateOf(thread({}), PATIENT)).toBe("sent")
    // a staff read before the patient's latest message is not of this message
    const earlier = thread({ reads: [{ readBy: NURSE, readAt: "2026-11-19T08:00:00Z" }] })
    expect(sentRenewalStateOf(earlier, PATIENT)).toBe("sent")
  })

  it("is being handled once someone else read it after the patient's latest message", () => {
    const read = thread({ reads: [{ readBy: NURSE, readAt: "2026-11-20T09:30:00Z" }] })
    expect(sentRenewalStateOf(read, PATIENT)).toBe("handling")
  })

  it("is answered once the latest message is someone else's", () => {
    expect(sentRenewalStateOf(thread({ latestBy: "nurse" }), PATIENT)).toBe("answered")
  })

  it("is found by the renewal form's title alone, newest first", () => {
    const requests = sentRenewalsOf(
      [
        thread({ id: "1", created: "2026-10-01T08:00:00Z" }),
        thread({ id: "2", title: "Kysymys laskusta" }),
        thread({ id: "3", title: null }),
        thread({ id: "4", created: "2026-11-25T08:00:00Z", latestBy: "nurse" }),
      ],
      PATIENT,
    )
    expect(requests.map((request) => [request.threadId, request.state])).toEqual([
      ["4", "answered"],
      ["1", "sent"],
    ])
  })
})

const texts: RenewalMessageTexts = {
  heading: "Prescription renewal request",
  questions: {
    reason: "Why?",
    runOut: "Run out?",
    remaining: "Left?",
    sideEffects: "Side effects?",
    sideEffectsDescription: "Which?",
  },
  yes: "Yes",
  no: "No",
  otherMedicines: "Other medicines?",
}

describe("the requests on the prescriptions page", () => {
  it("lists Aino's answered request, a new one as sent, and it as being handled once staff read it", async () => {
    const store = healthStoreOn(sandbox, sandbox.login("aino"))
    const { list, renewal, sent } = store.prescriptions
    await sent.load()
    expect(sent.status).toBe("loaded")
    const before = sent.requests
    if (!before.some((request) => request.state === "answered"))
      throw new Error("Aino has no answered renewal request in the seed")

    await list.load()
    const target = list.selectable[0]!
    await renewal.open(target.id)
    const answers = renewal.answersOf(target.id)!
    answers.setText("reason", "Needed")
    answers.setYesNo("runOut", "yes")
    answers.setYesNo("sideEffects", "no")
    renewal.setOtherMedicines("None")
    expect(await renewal.submit(texts)).toBe(true)

    await sent.load()
    expect(sent.requests).toHaveLength(before.length + 1)
    const mine = sent.requests.find((request) => request.threadId === renewal.threadId)
    expect(mine?.state).toBe("sent")
    expect(sent.requests[0]).toBe(mine)

    const { created } = sandbox.db
      .prepare("SELECT max(created) AS created FROM messaging_messages WHERE thread_id = ?")
      .get(Number(renewal.threadId)) as { created: string }
    const { id: professional } = sandbox.db
      .prepare("SELECT id FROM messaging_users WHERE user_type = 'ProfessionalUser' LIMIT 1")
      .get() as { id: string }
    sandbox.db
      .prepare("INSERT INTO messaging_read_status (thread_id, user_id, read_at) VALUES (?, ?, ?)")
      .run(Number(renewal.threadId), professional, new Date(Date.parse(created) + 60_000).toISOString())
    await sent.load()
    expect(sent.requests.find((request) => request.threadId === renewal.threadId)?.state).toBe("handling")
  })

  it("are none while messaging is in maintenance", async () => {
    const store = healthStoreOn(
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
    await store.prescriptions.sent.load()
    expect(store.prescriptions.sent.status).toBe("loaded")
    expect(store.prescriptions.sent.requests).toEqual([])
  })
})
