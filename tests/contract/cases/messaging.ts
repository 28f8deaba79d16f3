// Cases for the customer messaging service (contracts/messaging.graphql at /api/customer-messaging), by the name of
// the operation in contracts/messaging/.
import { LANG_COOKIE } from "../../../sandbox/context.ts"
import { LANGUAGES } from "../../../src/domain/language.ts"
import { defineCases } from "../support/cases.ts"

export const cases = defineCases([
  { graphql: "CustomerMessagingInfo", title: "by GET, as urql sends queries", status: 200 },
  { graphql: "CustomerMessagingInfo", title: "by POST", method: "POST", status: 200 },
  ...LANGUAGES.map((lang) => ({
    graphql: "CustomerMessagingInfo",
    title: `in ${lang}`,
    cookies: { [LANG_COOKIE]: lang },
    status: 200,
  })),
  {
    graphql: "CustomerMessagingInfo",
    title: "a malformed query",
    text: "query CustomerMessagingInfo { customerMessagingInfo {",
    status: 400,
  },
  {
    graphql: "CustomerMessagingInfo",
    title: "a field the schema does not have",
    text: "query CustomerMessagingInfo { customerMessagingInfo { colour } }",
    method: "POST",
    status: 400,
  },
  {
    graphql: "MessagingThreads",
    title: "all the customer's threads, each with its latest message",
    variables: { pagination: { limit: 9999 } },
    status: 200,
    pending: "sandbox: threads are not implemented yet",
  },
  {
    graphql: "CreateAttachmentUpload",
    title: "an upload address",
    status: 200,
    pending: "sandbox: attachments are not implemented yet",
  },
])
