import { describe, expect, it } from "vitest"
import { createGraphqlValidator, loadMessagingContract } from "../../contract/support/graphql.ts"
import type { ReceivedResponse } from "../../contract/support/validator.ts"

const messaging = loadMessagingContract()
const validator = createGraphqlValidator(messaging)

function json(body: unknown, status = 200): ReceivedResponse {
  return { status, contentType: "application/json", body: new TextEncoder().encode(JSON.stringify(body)) }
}

const info = { active: true, heading: "Hei", description: null, announcementType: "info" }

const message = {
  __typename: "ProfessionalUser",
  id: "7",
  firstName: "Liisa",
  lastName: "Lääkäri",
  title: "Yleislääkäri",
}

describe("GraphQL responses against contracts/messaging/*.graphql", () => {
  it("loads every operation file", () => {
    expect([...messaging.operations.keys()].sort()).toEqual([
      "AnswerQuestionnaire",
      "AttachmentDownloadUrl",
      "CreateAttachmentUpload",
      "CustomerMessagingInfo",
      "MarkAsRead",
      "MessagingThreadForCustomer",
      "MessagingThreads",
      "SendMessage",
      "SendMessageInNewThread",
    ])
  })

  it("accepts data exactly as the operation selects it", () => {
    expect(validator.check("CustomerMessagingInfo", json({ data: { customerMessagingInfo: info } }))).toEqual(
      [],
    )
  })

  it("rejects a missing field, a wrong type, an unknown enum value and an extra field", () => {
    const { heading: _, ...withoutHeading } = info
    const body = {
      data: { customerMessagingInfo: { ...withoutHeading, active: "yes", announcementType: "alert" } },
    }
    expect(validator.check("CustomerMessagingInfo", json({ ...body, extra: 1 }))).toEqual([
      "(body) must NOT have additional properties: extra",
      "/data/customerMessagingInfo must have required property 'heading'",
      "/data/customerMessagingInfo/active must be boolean",
      '/data/customerMessagingInfo/announcementType must be equal to one of the allowed values: ["info","notification","warning","success"]',
    ])
  })

  it("rejects GraphQL errors in a successful response", () => {
    const body = { data: null, errors: [{ message: "Cannot return null for non-nullable field" }] }
    expect(validator.check("MessagingThreads", json(body))).toEqual([
      "GraphQL error: Cannot return null for non-nullable field",
    ])
  })

  it("tells a union's members apart by __typename and checks the fields selected on each", () => {
    const sent = (author: unknown) => ({
      data: {
        sendMessage: {
          id: "1",
          created: "2026-11-22T14:30:00+02:00",
          content: "Kiitos",
          deleted: false,
          author,
          attachments: [{ id: "a1", fileName: "kuva.png", contentType: "image/png", type: "image" }],
          questionnaireInvitations: [],
        },
      },
    })
    expect(validator.check("SendMessage", json(sent(message)))).toEqual([])
    const { title: _, ...customer } = { ...message, __typename: "CustomerUser" }
    expect(validator.check("SendMessage", json(sent(customer)))).toEqual([])
    expect(validator.check("SendMessage", json(sent({ ...message, __typename: "HrUser" })))).not.toEqual([])
  })

  it("accepts a request error with messages and no data, and rejects one without", () => {
    const error = { errors: [{ message: "Syntax Error", locations: [{ line: 1, column: 52 }] }] }
    expect(validator.check("CustomerMessagingInfo", json(error, 400))).toEqual([])
    expect(validator.check("CustomerMessagingInfo", json({ errors: [] }, 400))).toEqual([
      "/errors must NOT have fewer than 1 items",
    ])
  })

  it("rejects a response that is not GraphQL's JSON", () => {
    const html = { status: 200, contentType: "text/html", body: new TextEncoder().encode("<html>") }
    expect(validator.check("CustomerMessagingInfo", html)[0]).toContain("content-type text/html")
  })
})
