import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  AnswerQuestionnaireDocument,
  MarkAsReadDocument,
  MessagingThreadForCustomerDocument,
  MessagingThreadsDocument,
  SendMessageDocument,
  SendMessageInNewThreadDocument,
} from "../../../../generated/messaging.ts"
import { settle, type MessagingClient } from "../../../../src/platform/api/messaging.ts"
import { MESSAGE_CONTENT_MAX_LENGTH } from "../../../../src/domain/text.ts"
import { messagingUserId } from "../../../../sandbox/messaging/seedPeople.ts"
import { errorCodes, rejection, messagingClient } from "./sandbox.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(async () => {
  await sandbox.close()
})

const ALL = { limit: 9999, sortOrder: "asc" as const }
const message = (content: string) => ({ content, attachments: [], questionnaireInvitations: [] })

function newThread(client: MessagingClient, title: string, content: string, participantIds: string[] = []) {
  return settle(
    client.mutation(SendMessageInNewThreadDocument, {
      title,
      type: "customer",
      participantIds,
      firstMessage: message(content),
    }),
  )
}

async function thread(client: MessagingClient, id: string) {
  const data = await settle(
    client.query(
      MessagingThreadForCustomerDocument,
      { id, pagination: ALL },
      { requestPolicy: "network-only" },
    ),
  )
  if (!data.messagingThreadForCustomer) throw new Error(`no thread ${id}`)
  return data.messagingThreadForCustomer
}

async function threadIdTitled(client: MessagingClient, title: string): Promise<string> {
  const { messagingThreads } = await settle(
    client.query(
      MessagingThreadsDocument,
      { pagination: { limit: 9999 } },
      { requestPolicy: "network-only" },
    ),
  )
  const id = messagingThreads.items.find((item) => item.title === title)?.id
  if (!id) throw new Error(`no thread ${title}`)
  return id
}

describe("a new conversation", () => {
  it("starts a thread for the care team, read back with its first message, first in the list", async () => {
    const client = messagingClient(sandbox, sandbox.login("aino"))
    const { sendMessageInNewThread: ids } = await newThread(
      client,
      "  Kysymys rokotuksesta  ",
      "Hei! Tarvitsenko jäykkäkouristusrokotteen tehosteen?",
    )
    expect(ids).toHaveLength(1)
    const created = await thread(client, ids[0] ?? "")
    expect(created).toMatchObject({ title: "Kysymys rokotuksesta", isActive: true, threadType: "customer" })
    expect(created.messages.items).toEqual([
      expect.objectContaining({
        content: "Hei! Tarvitsenko jäykkäkouristusrokotteen tehosteen?",
        author: expect.objectContaining({ __typename: "CustomerUser", id: messagingUserId("aino") }),
      }),
    ])
    // Aino's team nurse Sari Kallio is on holiday: her substitute takes the conversation.
    expect(created.assignments.map((assignment) => assignment.assignee.id)).toEqual([
      messagingUserId("rantanen"),
    ])
    expect(created.professionalsWithAccess.map((professional) => professional.id)).toEqual(
      expect.arrayContaining([messagingUserId("kallio"), messagingUserId("saarinen")]),
    )
    // Writing is reading: the new thread is not unread for its writer.
    expect(created.readStatus).toMatchObject([
      { readBy: messagingUserId("aino"), readAt: expect.any(String) },
    ])
    const list = await settle(
      client.query(MessagingThreadsDocument, { pagination: { limit: 1 } }, { requestPolicy: "network-only" }),
    )
    expect(list.messagingThreads.items[0]?.id).toBe(ids[0])
    expect(list.messagingThreads.totalCount).toBe(13)
  })

  it("starts one thread per addressed professional when asked", async () => {
    const client = messagingClient(sandbox, sandbox.login("jari"))
    const { sendMessageInNewThread: ids } = await settle(
      client.mutation(SendMessageInNewThreadDocument, {
        title: "Työpisteen ergonomia",
        type: "customer",
        participantIds: [messagingUserId("niemi"), messagingUserId("heikkila")],
        separateThreadPerParticipant: true,
        firstMessage: message("Hei, voisiko työpisteeni ergonomian arvioida?"),
      }),
    )
    expect(ids).toHaveLength(2)
    const assignees = await Promise.all(
      ids.map(async (id) => (await thread(client, id)).assignments[0]?.assignee.id),
    )
    expect(assignees).toEqual([messagingUserId("niemi"), messagingUserId("heikkila")])
  })

  it("refuses a subject over 70 characters, empty subjects and messages, and professionals outside the team", async () => {
    const client = messagingClient(sandbox, sandbox.login("aino"))
    const cases: [string, string, string[]][] = [
      ["x".repeat(71), "Viesti", ["title"]],
      ["   ", "Viesti", ["title"]],
      ["Otsikko", " \n ", ["firstMessage.content"]],
      ["Otsikko", "Viesti", ["participantIds.0"]],
    ]
    for (const [title, content, paths] of cases) {
      const participants = paths[0] === "participantIds.0" ? [messagingUserId("mattila")] : []
      const error = await rejection(newThread(client, title, content, participants))
      expect(errorCodes(error)).toEqual(["BAD_USER_INPUT"])
      const details = (
        error as { cause: { graphQLErrors: { extensions: { details: { path: string }[] } }[] } }
      ).cause.graphQLErrors[0]?.extensions.details
      expect(details?.map((detail) => detail.path)).toEqual(paths)
    }
    const ok = await newThread(client, "x".repeat(70), "Viesti")
    expect(ok.sendMessageInNewThread).toHaveLength(1)
  })

  it("refuses control characters and bidirectional overrides, and a message over 10 000 characters", async () => {
    const client = messagingClient(sandbox, sandbox.login("aino"))
    const cases: [string, string, string[]][] = [
      ["Otsikko\u0000", "Viesti", ["title"]],
      ["\u202eOtsikko", "Viesti", ["title"]],
      ["Otsikko", "Viesti\u0007", ["firstMessage.content"]],
      ["Otsikko", "Viesti \u2066piilossa\u2069", ["firstMessage.content"]],
      ["Otsikko", "x".repeat(MESSAGE_CONTENT_MAX_LENGTH + 1), ["firstMessage.content"]],
    ]
    for (const [title, content, paths] of cases) {
      const error = await rejection(newThread(client, title, content))
      expect(errorCodes(error)).toEqual(["BAD_USER_INPUT"])
      const details = (
        error as { cause: { graphQLErrors: { extensions: { details: { path: string }[] } }[] } }
      ).cause.graphQLErrors[0]?.extensions.details
      expect(details?.map((detail) => detail.path)).toEqual(paths)
    }
    const lines = `Hei,\n\tkiitos – ääkköset ja emoji 🙂 käyvät.\r\n${"x".repeat(MESSAGE_CONTENT_MAX_LENGTH - 60)}`
    const ok = await newThread(client, "Rivit ja sisennys", lines)
    expect(ok.sendMessageInNewThread).toHaveLength(1)
  })
})

describe("in a thread", () => {
  it("a reply joins the thread as its latest message", async () => {
    const client = messagingClient(sandbox, sandbox.login("aino"))
    const id = await threadIdTitled(client, "Laboratoriotulokset")
    const { sendMessage } = await settle(
      client.mutation(SendMessageDocument, { threadId: id, message: message("Kiitos tuloksista!") }),
    )
    expect(sendMessage).toMatchObject({
      content: "Kiitos tuloksista!",
      deleted: false,
      author: { __typename: "CustomerUser", firstName: "Aino" },
      attachments: [],
    })
    const after = await thread(client, id)
    expect(after.messages.items.at(-1)?.id).toBe(sendMessage.id)
    expect(after.messages.totalCount).toBe(4)
  })

  it("a reply needs text or an attachment, and an open thread", async () => {
    const client = messagingClient(sandbox, sandbox.login("aino"))
    const open = await threadIdTitled(client, "Selkäkipu")
    const empty = await rejection(
      settle(client.mutation(SendMessageDocument, { threadId: open, message: message("  ") })),
    )
    expect(errorCodes(empty)).toEqual(["BAD_USER_INPUT"])
    const closed = await threadIdTitled(client, "Kysymys laskusta")
    const refused = await rejection(
      settle(client.mutation(SendMessageDocument, { threadId: closed, message: message("Vielä yksi asia") })),
    )
    expect(errorCodes(refused)).toEqual(["CONFLICT"])
    const elsewhere = await rejection(
      settle(client.mutation(SendMessageDocument, { threadId: "1", message: message("Hei") })),
    )
    expect(errorCodes(elsewhere)).toEqual(["NOT_FOUND"])
  })

  it("marking as read makes the latest message read by the customer", async () => {
    const client = messagingClient(sandbox, sandbox.login("aino"))
    const id = await threadIdTitled(client, "Rokotukset ennen Thaimaan matkaa")
    const before = await thread(client, id)
    const latest = before.messages.items.at(-1)?.created ?? ""
    const aino = messagingUserId("aino")
    const readBefore = before.readStatus.find((status) => status.readBy === aino)?.readAt ?? ""
    expect(Date.parse(readBefore)).toBeLessThan(Date.parse(latest))
    const { markAsRead } = await settle(client.mutation(MarkAsReadDocument, { threadId: id }))
    expect(markAsRead.readBy).toBe(aino)
    expect(Date.parse(markAsRead.readAt)).toBeGreaterThanOrEqual(Date.parse(latest))
    expect((await thread(client, id)).readStatus).toContainEqual(expect.objectContaining(markAsRead))
  })

  const detailsOf = (error: unknown) =>
    (error as { cause?: { graphQLErrors?: { extensions?: { details?: unknown } }[] } }).cause
      ?.graphQLErrors?.[0]?.extensions?.details

  it("answers a questionnaire once; after that it is read-only", async () => {
    const client = messagingClient(sandbox, sandbox.login("aino"))
    const id = await threadIdTitled(client, "Univaikeudet")
    const invitation = (await thread(client, id)).messages.items.flatMap((m) => m.questionnaireInvitations)[0]
    expect(invitation?.answeredAt).toBeNull()
    const answers = JSON.stringify({ nukahtaminen: "Usein", vireys: 2 })
    const variables = { questionnaireInvitationId: invitation?.id ?? "", answers }
    const bad = await rejection(
      settle(client.mutation(AnswerQuestionnaireDocument, { ...variables, answers: "{not json" })),
    )
    expect(errorCodes(bad)).toEqual(["BAD_USER_INPUT"])
    // the free-text rule and its lengths: refused with the answer named, nothing stored
    for (const [refused, path] of [
      [{ nukahtaminen: "Usein\u0000" }, "answers.nukahtaminen"],
      [{ nukahtaminen: "Usein\u0007" }, "answers.nukahtaminen"],
      [{ lisatiedot: "en \u202enuku" }, "answers.lisatiedot"],
      [{ lisatiedot: "x".repeat(20_000) }, "answers"],
    ] as const) {
      const error = await rejection(
        settle(
          client.mutation(AnswerQuestionnaireDocument, { ...variables, answers: JSON.stringify(refused) }),
        ),
      )
      expect(errorCodes(error)).toEqual(["BAD_USER_INPUT"])
      expect(detailsOf(error)).toEqual([{ path, message: expect.any(String) }])
    }
    expect((await thread(client, id)).messages.items.flatMap((m) => m.questionnaireInvitations)[0]).toEqual(
      invitation,
    )
    const { answerQuestionnaire } = await settle(client.mutation(AnswerQuestionnaireDocument, variables))
    expect(answerQuestionnaire).toMatchObject({
      id: invitation?.id,
      answeredAt: expect.any(String),
      questionnaireAnswers: { answers },
    })
    const again = await rejection(settle(client.mutation(AnswerQuestionnaireDocument, variables)))
    expect(errorCodes(again)).toEqual(["CONFLICT"])
    const other = await rejection(
      settle(
        messagingClient(sandbox, sandbox.login("jari")).mutation(AnswerQuestionnaireDocument, variables),
      ),
    )
    expect(errorCodes(other)).toEqual(["NOT_FOUND"])
  })
})
