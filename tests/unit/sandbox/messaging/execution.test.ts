// How the messaging service runs an operation (sandbox/messaging/execution.ts): a large answer is built in turns,
// other work running between them, and reading stops once the text read passes the response limit. Turns are
// counted by the event loop's own turns (setImmediate), never by time.
import { buildSchema, parse } from "graphql"
import { describe, expect, it } from "vitest"
import { executeShared } from "../../../../sandbox/messaging/execution.ts"
import { MESSAGING_LIMITS } from "../../../../sandbox/messaging/limits.ts"

const schema = buildSchema(`type Query { items(count: Int!): [Item!]! }
type Item { id: ID! text: String! }`)

/** Runs `{ items(count) { id text } }` over items whose text is `text`, counting the texts read. */
async function run(count: number, text: string) {
  let textsRead = 0
  const items = () =>
    Array.from({ length: count }, (_, index) => ({
      // a number (ID takes one): only the texts count towards the response limit here
      id: index,
      text: () => {
        textsRead += 1
        return text
      },
    }))
  const answer = await executeShared({
    schema,
    document: parse(`query Items { items(count: ${count}) { id text } }`),
    rootValue: { items },
  })
  return { answer, textsRead }
}

/** How many turns other work had while `work` ran: a task that takes one every time the event loop comes round. */
async function turnsBeside<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0
  let done = false
  const other = () => {
    if (done) return
    turns += 1
    setImmediate(other)
  }
  setImmediate(other)
  const value = await work()
  done = true
  return { value, turns }
}

describe("running an operation", () => {
  it("answers what graphql's execute answers", async () => {
    const { answer } = await run(3, "Hei")
    expect(answer).toEqual({
      result: {
        data: {
          items: [
            { id: "0", text: "Hei" },
            { id: "1", text: "Hei" },
            { id: "2", text: "Hei" },
          ],
        },
      },
      json: JSON.stringify({ data: { items: [0, 1, 2].map((id) => ({ id: String(id), text: "Hei" })) } }),
    })
  })

  it("takes turns with other work, a few hundred fields a turn", async () => {
    // 20 001 fields: at 500 a turn, 40 turns
    const { value, turns } = await turnsBeside(() => run(10_000, "Kiitos"))
    expect("result" in value.answer && value.answer.result.data?.items).toHaveLength(10_000)
    expect(turns).toBeGreaterThanOrEqual(30)
  })

  it("stops reading once the text read passes the response limit", async () => {
    const mebibyte = "x".repeat(1024 * 1024)
    const { answer, textsRead } = await run(100, mebibyte)
    expect(answer).toEqual({ tooLarge: true })
    expect(textsRead).toBe(Math.floor(MESSAGING_LIMITS.maxResponseBytes / mebibyte.length) + 1)
  })
})
