// The messaging service's request limits (the top of contracts/messaging.graphql): a request built to be expensive
// is refused as a request error before it runs. The error codes and the timing are the sandbox's unit tests'
// (tests/unit/sandbox/messaging/limits.test.ts); here, that any server refuses them.
import { defineCases, type CaseContext, type GraphqlRequest } from "../support/cases.ts"
import { loginAs } from "../support/login.ts"

const LOGIN = "the sandbox's identity provider and personas"

async function login(context: CaseContext): Promise<GraphqlRequest> {
  const loggedIn = await loginAs(context.baseUrl, "aino")
  return { cookies: loggedIn.cookies, query: { csrfToken: loggedIn.csrfToken } }
}

/**
 * The thread list with each thread's messages and their authors, `count` times under aliases: about 45 bytes an
 * alias, as a fragment keeps it small (a thousand fit under the body limit).
 */
function aliasedThreads(count: number): string {
  const aliases = Array.from(
    { length: count },
    (_, index) => `t${index}:messagingThreads(pagination:{limit:9999}){...T}`,
  )
  return `query MessagingThreads{${aliases.join(" ")}}
fragment T on MessagingThreadPage{items{messages(pagination:{limit:9999}){items{author{__typename}}}}}`
}

export const cases = defineCases([
  {
    graphql: "MessagingThreads",
    title: "a thousand aliases of the threads with their messages and authors: refused",
    text: aliasedThreads(1000),
    method: "POST",
    setup: login,
    status: 400,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "MessagingThreads",
    title: "eleven aliases: refused (ten at most)",
    text: aliasedThreads(11),
    method: "POST",
    setup: login,
    status: 400,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "MessagingThreads",
    title: "a field selected 201 times: refused (200 fields at most)",
    text: `query MessagingThreads { messagingThreads(pagination: { limit: 1 }) { items { ${"id ".repeat(201)}} } }`,
    method: "POST",
    setup: login,
    status: 400,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "MarkAsRead",
    title: "two mutations in one request: refused (one at most)",
    text: `mutation MarkAsRead { first: markAsRead(threadId: "1") { readAt } second: markAsRead(threadId: "2") { readAt } }`,
    setup: login,
    status: 400,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "CustomerMessagingInfo",
    title: "a body of more than 64 KiB: refused before it is read",
    text: `query CustomerMessagingInfo { customerMessagingInfo { __typename } }\n# ${"x".repeat(70_000)}`,
    method: "POST",
    status: 413,
  },
])
