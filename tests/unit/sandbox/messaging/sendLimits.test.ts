// The hourly send limits (sandbox/messaging/sendLimits.ts, contracts/messaging.graphql): a customer sends at most
// 30 messages and starts at most 10 threads in the hour before each send, by the sandbox's clock, which this test
// holds still and moves on by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MESSAGING_LIMITS } from "../../../../sandbox/messaging/limits.ts"
import { messagingUserId, type PersonKey } from "../../../../sandbox/messaging/seedPeople.ts"
import { SEND_LIMIT_CODE } from "../../../../src/domain/messaging.ts"
import { testClock } from "../../../support/clock.ts"
import { type GraphqlBody, postOperation } from "./sandbox.ts"
import { type Login, type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

const MINUTE_MS = 60_000
// dozens of sends over HTTP: more than the default five seconds on a busy machine
const SLOW_TEST_MS = 60_000
let now = testClock()
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox({ config: { clock: () => now } })
}, 60_000)
afterAll(async () => {
  await sandbox.close()
})

const NEW_THREAD = `mutation SendMessageInNewThread($participantIds: [ID!]!, $separate: Boolean, $firstMessage: MessageInput!) {
  sendMessageInNewThread(title: "Kysymys", type: customer, participantIds: $participantIds,
    separateThreadPerParticipant: $separate, firstMessage: $firstMessage)
}`
const REPLY = `mutation SendMessage($threadId: ID!, $message: MessageInput!) {
  sendMessage(threadId: $threadId, message: $message) { id }
}`
const message = (content: string) => ({ content, attachments: [], questionnaireInvitations: [] })

/** A login that outlasts the hours this test moves the clock on. */
const login = (persona: string) => sandbox.login(persona, { lifetimeMs: 24 * 60 * MINUTE_MS })

function newThreads(as: Login, participantIds: string[] = [], separate = false) {
  const variables = { participantIds, separate, firstMessage: message("Hei, minulla on kysymys.") }
  return postOperation(sandbox, { query: NEW_THREAD, variables }, { login: as })
}

function reply(as: Login, threadId: string) {
  return postOperation(
    sandbox,
    { query: REPLY, variables: { threadId, message: message("Vielä yksi asia.") } },
    { login: as },
  )
}

function stored(persona: PersonKey): { messages: number; threads: number } {
  const author = messagingUserId(persona)
  return sandbox.db
    .prepare(
      `SELECT (SELECT count(*) FROM messaging_messages WHERE author_id = ?) AS messages,
              (SELECT count(*) FROM messaging_threads WHERE customer_user_id = ?) AS threads`,
    )
    .get(author, author) as { messages: number; threads: number }
}

function refusal(answer: { status: number; body: GraphqlBody }) {
  return {
    status: answer.status,
    data: answer.body.data,
    extensions: answer.body.errors?.map((e) => e.extensions),
  }
}

const refusedFor = (reason: string, limit: number) => ({
  status: 200,
  data: null,
  extensions: [{ code: SEND_LIMIT_CODE, reason, limit }],
})

describe("the hourly send limits", () => {
  it(
    "take 30 messages an hour, new threads' first messages counted; the next waits until the hour has passed",
    { timeout: SLOW_TEST_MS },
    async () => {
      const helena = login("helena")
      const started = await newThreads(helena)
      const threadId = (started.body.data?.sendMessageInNewThread as string[])[0]!
      for (let sent = 1; sent < MESSAGING_LIMITS.messagesPerHour; sent++) {
        expect((await reply(helena, threadId)).status).toBe(200)
      }
      const before = stored("helena")
      expect(refusal(await reply(helena, threadId))).toEqual(refusedFor("messagesPerHour", 30))
      expect(refusal(await newThreads(helena))).toEqual(refusedFor("messagesPerHour", 30))
      expect(stored("helena")).toEqual(before)

      now += 59 * MINUTE_MS
      expect(refusal(await reply(helena, threadId))).toEqual(refusedFor("messagesPerHour", 30))
      now += MINUTE_MS
      expect(refusal(await reply(helena, threadId))).toEqual({ status: 200, data: expect.anything() })
      expect(stored("helena").messages).toBe(before.messages + 1)
    },
  )

  it(
    "take 10 new threads an hour, all of one send or none, and replies still go",
    { timeout: SLOW_TEST_MS },
    async () => {
      const jari = login("jari")
      for (let started = 0; started < MESSAGING_LIMITS.newThreadsPerHour - 1; started++) {
        expect(refusal(await newThreads(jari))).toEqual({ status: 200, data: expect.anything() })
      }
      const before = stored("jari")
      // one thread per professional: two would be the 10th and 11th
      const two = [messagingUserId("niemi"), messagingUserId("heikkila")]
      expect(refusal(await newThreads(jari, two, true))).toEqual(refusedFor("newThreadsPerHour", 10))
      expect(stored("jari")).toEqual(before)
      expect(refusal(await newThreads(jari))).toEqual({ status: 200, data: expect.anything() })
      expect(refusal(await newThreads(jari))).toEqual(refusedFor("newThreadsPerHour", 10))

      const latest = sandbox.db
        .prepare("SELECT max(id) AS id FROM messaging_threads WHERE customer_user_id = ?")
        .get(messagingUserId("jari")) as { id: number }
      expect((await reply(jari, String(latest.id))).status).toBe(200)
      now += 60 * MINUTE_MS
      expect(refusal(await newThreads(jari, two, true))).toEqual({ status: 200, data: expect.anything() })
    },
  )
})
