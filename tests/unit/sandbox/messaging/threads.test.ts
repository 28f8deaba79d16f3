import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  MessagingThreadForCustomerDocument,
  MessagingThreadsDocument,
  type MessagingThreadForCustomerQuery,
} from "../../../../generated/messaging.ts"
import { toIsoDate } from "../../../../src/domain/dates.ts"
import { settle } from "../../../../src/platform/api/messaging.ts"
import { messagingUserId } from "../../../../sandbox/messaging/seedPeople.ts"
import { personaById } from "../../../../sandbox/personas.ts"
import { errorCodes, rejection, messagingClient, postOperation } from "./sandbox.ts"
import { testNow } from "../../../support/clock.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
const ALL = { limit: 9999 }

beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(async () => {
  await sandbox.close()
})

type Thread = NonNullable<MessagingThreadForCustomerQuery["messagingThreadForCustomer"]>

async function threadsOf(personaId: string, pagination: Record<string, unknown> = ALL) {
  const client = messagingClient(sandbox, sandbox.login(personaId))
  return (
    await settle(client.query(MessagingThreadsDocument, { pagination: { limit: 9999, ...pagination } }))
  ).messagingThreads
}

async function threadTitled(personaId: string, title: string | null): Promise<Thread> {
  const login = sandbox.login(personaId)
  const { items } = await threadsOf(personaId)
  const id = items.find((item) => item.title === title)?.id
  if (!id) throw new Error(`${personaId} has no thread ${String(title)}`)
  const data = await settle(
    messagingClient(sandbox, login).query(MessagingThreadForCustomerDocument, {
      id,
      pagination: { limit: 9999, sortOrder: "asc" },
    }),
  )
  if (!data.messagingThreadForCustomer) throw new Error(`thread ${id} not found`)
  return data.messagingThreadForCustomer
}

describe("the customer's threads", () => {
  it("lists Aino's twelve threads, most recently active first, each with only its latest message", async () => {
    const page = await threadsOf("aino")
    expect(page.totalCount).toBe(12)
    expect(page.items).toHaveLength(12)
    const latest = page.items.map((item) => item.messages.items[0]?.created ?? item.created)
    expect([...latest].sort().reverse()).toEqual(latest)
    for (const item of page.items) {
      expect(item.messages.items).toHaveLength(1)
      expect(item.messages.totalCount).toBeGreaterThanOrEqual(item.messages.items.length)
      expect(item.threadType).toBe("customer")
      expect(item.id).toMatch(/^\d+$/)
    }
    expect(page.items[0]?.title).toBe("Laboratoriotulokset")
    expect(page.items.filter((item) => !item.isActive)).toHaveLength(3)
    expect(page.items.filter((item) => item.title === null)).toHaveLength(1)
  })

  it("has some threads Aino has not read since their latest message (spec §4 read rule)", async () => {
    const aino = messagingUserId("aino")
    const { items } = await threadsOf("aino")
    const unread = items.filter((item) => {
      const latest = item.messages.items[0]?.created
      const readAt = item.readStatus.find((status) => status.readBy === aino)?.readAt
      return latest !== undefined && (readAt === undefined || Date.parse(readAt) < Date.parse(latest))
    })
    expect(unread.map((item) => item.title)).toEqual([
      "Laboratoriotulokset",
      "Univaikeudet",
      "Rokotukset ennen Thaimaan matkaa",
    ])
  })

  it("pages with limit and offset, and sorts ascending when asked", async () => {
    const first = await threadsOf("aino", { limit: 10 })
    const second = await threadsOf("aino", { limit: 10, offset: 10 })
    const ascending = await threadsOf("aino", { sortOrder: "asc" })
    expect(first.items).toHaveLength(10)
    expect(second.items).toHaveLength(2)
    expect(second.totalCount).toBe(12)
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      [...ascending.items].reverse().map((item) => item.id),
    )
  })

  it("refuses a limit under 1 with BAD_USER_INPUT, and one over 9999 before it runs (MAX_LIMIT_EXCEEDED)", async () => {
    const login = sandbox.login("aino")
    const client = messagingClient(sandbox, login)
    const error = await rejection(
      settle(client.query(MessagingThreadsDocument, { pagination: { limit: 0 } })),
    )
    expect(errorCodes(error)).toEqual(["BAD_USER_INPUT"])
    const query =
      "query Threads($limit: Int!) { messagingThreads(pagination: { limit: $limit }) { totalCount } }"
    const over = await postOperation(sandbox, { query, variables: { limit: 10_000 } }, { login })
    expect([over.status, over.body.errors?.map((e) => e.extensions?.code)]).toEqual([
      400,
      ["MAX_LIMIT_EXCEEDED"],
    ])
  })

  it("gives each customer only their own threads", async () => {
    const jari = await threadsOf("jari")
    const helena = await threadsOf("helena")
    expect(jari.totalCount).toBe(3)
    expect(helena.totalCount).toBe(2)
    const aino = await threadsOf("aino")
    const ainoIds = new Set(aino.items.map((item) => item.id))
    expect([...jari.items, ...helena.items].some((item) => ainoIds.has(item.id))).toBe(false)
  })
})

describe("one thread", () => {
  it("has its messages in order over several days, with authors, a PDF from the doctor and an absent assignee", async () => {
    const thread = await threadTitled("aino", "Laboratoriotulokset")
    const { items } = thread.messages
    expect(items.map((message) => message.author.__typename)).toEqual([
      "CustomerUser",
      "ProfessionalUser",
      "ProfessionalUser",
    ])
    expect(new Set(items.map((message) => toIsoDate(message.created))).size).toBe(3)
    expect(items.at(-1)?.attachments).toMatchObject([
      {
        id: expect.stringMatching(/^\d+$/),
        fileName: "Laboratoriotulokset.pdf",
        contentType: "application/pdf",
        type: "binary",
      },
    ])
    const [assignment] = thread.assignments
    expect(thread.assignments).toHaveLength(1)
    expect(assignment?.assignee).toMatchObject({
      firstName: "Sari",
      lastName: "Kallio",
      title: "Sairaanhoitaja",
    })
    const today = toIsoDate(testNow())
    const current = assignment?.assignee.absences.filter((a) => a.startDate <= today && today <= a.endDate)
    expect(current).toHaveLength(1)
    expect(assignment?.assignee.absences.every((absence) => absence.endDate >= today)).toBe(true)
    expect(thread.professionalsWithAccess.map((professional) => professional.lastName).sort()).toEqual([
      "Rantanen",
      "Saarinen",
    ])
  })

  it("shows the current assignment only, and a photo as an image", async () => {
    const thread = await threadTitled("aino", "Ihottuma kyynärvarressa")
    expect(thread.assignments.map((assignment) => assignment.assignee.lastName)).toEqual(["Lindqvist"])
    expect(thread.messages.items[0]?.attachments).toEqual([
      expect.objectContaining({ fileName: "ihottuma.jpg", contentType: "image/jpeg", type: "image" }),
    ])
  })

  it("keeps nothing of a deleted message but who deleted it, when and why", async () => {
    const thread = await threadTitled("aino", "Ajanvarauksen siirto")
    const deleted = thread.messages.items.filter((message) => message.deleted)
    expect(deleted).toHaveLength(1)
    expect(deleted[0]).toMatchObject({
      content: "",
      deletedBy: messagingUserId("kallio"),
      deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
      deletedReason: expect.any(String),
      attachments: [],
    })
  })

  it("carries questionnaire invitations, one answered and one not", async () => {
    const answered = await threadTitled("aino", "Esitiedot ennen vastaanottoa")
    const open = await threadTitled("aino", "Univaikeudet")
    const invitation = (thread: Thread) => thread.messages.items.flatMap((m) => m.questionnaireInvitations)[0]
    expect(invitation(answered)).toMatchObject({
      answeredAt: expect.any(String),
      questionnaireForm: { id: "esitiedot-2026", title: "Esitietolomake ennen vastaanottoa" },
    })
    expect(invitation(open)).toMatchObject({ answeredAt: null, questionnaireForm: { id: "unikysely-2026" } })
  })

  it("shows the participants by kind, with the identity code of the customer asking only", async () => {
    const thread = await threadTitled("jari", "Työhön paluu polvivamman jälkeen")
    const kinds = thread.participants.map((participant) => participant.__typename)
    expect(kinds).toEqual(expect.arrayContaining(["CustomerUser", "ProfessionalUser", "HrUser"]))
    const jari = thread.participants.find((participant) => participant.__typename === "CustomerUser")
    expect(jari).toMatchObject({
      customerSsn: personaById("jari")?.ssn,
      customerOrganization: { name: "Rakennus Kallio Oy" },
      organizations: [{ departmentName: expect.any(String) }],
      periodicInspectionClinic: { name: expect.any(String) },
    })
    expect(thread.participants.find((participant) => participant.__typename === "HrUser")).toMatchObject({
      companyName: "Rakennus Kallio Oy",
    })
  })

  it("is null for a thread of another customer, or no thread at all", async () => {
    const ainoThread = (await threadsOf("aino")).items[0]?.id ?? ""
    const client = messagingClient(sandbox, sandbox.login("jari"))
    for (const id of [ainoThread, "999999", "not-a-number"]) {
      const data = await settle(client.query(MessagingThreadForCustomerDocument, { id, pagination: ALL }))
      expect(data.messagingThreadForCustomer).toBeNull()
    }
  })
})
