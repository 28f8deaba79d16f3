// Issue 28: the most a customer can store in an hour, read back by the costliest query the limits allow: the answer
// stays under the response limit, and session calls sent while it runs are answered before it. Text stored past
// what the hours allow is refused as too large an answer rather than sent.
import { Buffer } from "node:buffer"
import { getOperationAST, GraphQLError, parse } from "graphql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operationCost } from "../../../../sandbox/messaging/cost.ts"
import { MESSAGING_LIMITS } from "../../../../sandbox/messaging/limits.ts"
import { messagingUserId } from "../../../../sandbox/messaging/seedPeople.ts"
import { MESSAGE_CONTENT_MAX_LENGTH } from "../../../../src/domain/text.ts"
import { postOperation } from "./sandbox.ts"
import { type Login, type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

// dozens of sends over HTTP: more than the default five seconds on a busy machine
const SLOW_TEST_MS = 60_000
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
}, 60_000)
afterAll(async () => {
  await sandbox.close()
})

// The longest message in four-byte characters: the most bytes of JSON a message holds.
const LONGEST = "🩺".repeat(MESSAGE_CONTENT_MAX_LENGTH)
const message = (content: string) => ({ content, attachments: [], questionnaireInvitations: [] })

const NEW_THREAD = `mutation SendMessageInNewThread($firstMessage: MessageInput!) {
  sendMessageInNewThread(title: "Pitkä kysymys", type: customer, participantIds: [], firstMessage: $firstMessage)
}`
const REPLY = `mutation SendMessage($threadId: ID!, $message: MessageInput!) {
  sendMessage(threadId: $threadId, message: $message) { id }
}`

/** Every thread with its messages, under each of the most aliases the limits allow, `limit` messages a thread. */
function everythingAliased(threads: number, messages: number): string {
  const aliases = Array.from(
    { length: MESSAGING_LIMITS.maxAliases },
    (_, index) => `t${index}: messagingThreads(pagination: { limit: ${threads} }) { items { ...Thread } }`,
  )
  return `query Everything { ${aliases.join("\n")} }
fragment Thread on MessagingThread { id title messages(pagination: { limit: ${messages} }) {
  items { id created content author { __typename } attachments { fileName } } } }`
}

function costOf(query: string): number | string {
  const document = parse(query)
  const cost = operationCost(document, getOperationAST(document)!, undefined)
  return cost instanceof GraphQLError ? String(cost.extensions.code) : cost
}

/** Aino's threads and the most messages one of them has. */
function ainosData(): { threads: number; mostMessages: number } {
  return sandbox.db
    .prepare(
      `SELECT count(*) AS threads, max(n) AS mostMessages FROM (SELECT (SELECT count(*) FROM messaging_messages m
       WHERE m.thread_id = t.id) AS n FROM messaging_threads t WHERE t.customer_user_id = ?)`,
    )
    .get(messagingUserId("aino")) as { threads: number; mostMessages: number }
}

async function sendAnHoursWorth(aino: Login): Promise<void> {
  const threadIds: string[] = []
  for (let started = 0; started < MESSAGING_LIMITS.newThreadsPerHour; started++) {
    const answer = await postOperation(
      sandbox,
      { query: NEW_THREAD, variables: { firstMessage: message(LONGEST) } },
      { login: aino },
    )
    threadIds.push(...(answer.body.data?.sendMessageInNewThread as string[]))
  }
  const reply = () =>
    postOperation(
      sandbox,
      { query: REPLY, variables: { threadId: threadIds[0], message: message(LONGEST) } },
      { login: aino },
    )
  for (let sent = MESSAGING_LIMITS.newThreadsPerHour; sent < MESSAGING_LIMITS.messagesPerHour; sent++) {
    expect((await reply()).body.errors).toBeUndefined()
  }
  // the hour's sending is done
  expect((await reply()).body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED")
}

describe("the costliest query over an hour's sending", () => {
  it(
    "answers under the response limit, after the session calls sent beside it",
    { timeout: SLOW_TEST_MS },
    async () => {
      const aino = sandbox.login("aino")
      await sendAnHoursWorth(aino)

      // as many messages a thread as the cost allows, every thread and message read under every alias
      const { threads, mostMessages } = ainosData()
      let messages = mostMessages
      while (typeof costOf(everythingAliased(threads, messages + 1)) === "number") messages += 1
      expect(costOf(everythingAliased(threads, messages + 1))).toBe("MAX_COST_EXCEEDED")
      const query = everythingAliased(threads, messages)
      expect(costOf(query)).toBeLessThanOrEqual(MESSAGING_LIMITS.maxCost)

      const order: string[] = []
      const costliest = postOperation(sandbox, { query }, { login: aino }).then((answer) => {
        order.push("query")
        return answer
      })
      for (let call = 0; call < 3; call++) {
        const session = await fetch(`${sandbox.url}/api/session`)
        expect(session.status).toBe(200)
        await session.arrayBuffer()
        order.push("session")
      }
      const answer = await costliest
      expect(order).toEqual(["session", "session", "session", "query"])

      expect(answer.status).toBe(200)
      expect(answer.body.errors).toBeUndefined()
      const bytes = Buffer.byteLength(JSON.stringify(answer.body))
      const anHoursText = MESSAGING_LIMITS.messagesPerHour * Buffer.byteLength(LONGEST)
      expect(bytes).toBeGreaterThan(MESSAGING_LIMITS.maxAliases * anHoursText)
      expect(bytes).toBeLessThan(MESSAGING_LIMITS.maxResponseBytes)
    },
  )

  it("refuses an answer over the response limit rather than send it", { timeout: SLOW_TEST_MS }, async () => {
    // more text than an hour's sending: stored as many hours would store it
    const helena = messagingUserId("helena")
    const { id } = sandbox.db
      .prepare("SELECT min(id) AS id FROM messaging_threads WHERE customer_user_id = ?")
      .get(helena) as { id: number }
    const insert = sandbox.db.prepare(
      "INSERT INTO messaging_messages (thread_id, author_id, created, content) VALUES (?, ?, '2026-01-01T08:00:00.000Z', ?)",
    )
    const count = Math.ceil(MESSAGING_LIMITS.maxResponseBytes / Buffer.byteLength(LONGEST)) + 1
    sandbox.db.exec("BEGIN")
    for (let index = 0; index < count; index++) insert.run(id, helena, LONGEST)
    sandbox.db.exec("COMMIT")

    const answer = await postOperation(
      sandbox,
      {
        query: `query Thread { messagingThreadForCustomer(id: "${id}") { messages(pagination: { limit: 9999 }) { items { content } } } }`,
      },
      { login: sandbox.login("helena") },
    )
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.map((error) => error.extensions?.code)).toEqual(["RESPONSE_TOO_LARGE"])
    expect(answer.body).not.toHaveProperty("data")
  })
})
