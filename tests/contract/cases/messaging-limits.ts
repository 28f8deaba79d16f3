// The messaging service's limits (the top of contracts/messaging.graphql): a request built to be expensive is
// refused as a request error before it runs, and a customer's sends past the hourly limits with RATE_LIMITED. The
// timing and the hour passing are the sandbox's unit tests' (tests/unit/sandbox/messaging/limits.test.ts,
// sendLimits.test.ts); here, that any server refuses them.
import { defineCases, type CaseContext, type GraphqlRequest } from "../support/cases.ts"
import { login, post, type Login } from "./messaging.ts"

const LOGIN = "the sandbox's identity provider and personas"
const RATE_LIMITED = "RATE_LIMITED"
// more than the contract's 30 messages and 10 new threads an hour
const MOST_TRIES = 40

/** A setup step's request to the service: its data, or its first error's code (and neither: a failed step). */
async function ask(
  context: CaseContext,
  as: Login,
  query: string,
  variables: object = {},
): Promise<{ data?: Record<string, unknown>; code?: string }> {
  const { status, body } = await post<{
    data?: Record<string, unknown> | null
    errors?: { extensions?: { code?: string } }[]
  }>(context, as, query, variables)
  const code = body.errors?.[0]?.extensions?.code
  if (body.data && !body.errors) return { data: body.data }
  if (code) return { code }
  throw new Error(`setup: ${status} ${JSON.stringify(body)}`)
}

const message = (content: string) => ({ content, attachments: [], questionnaireInvitations: [] })
const NEW_THREAD = `mutation ($title: String!, $firstMessage: MessageInput!) {
  sendMessageInNewThread(title: $title, type: customer, participantIds: [], firstMessage: $firstMessage)
}`
const REPLY = `mutation ($threadId: ID!, $message: MessageInput!) {
  sendMessage(threadId: $threadId, message: $message) { id }
}`

/** Sends until the service refuses with RATE_LIMITED (a server run again within the hour refuses at once). */
async function sendUntilLimited(send: () => Promise<{ code?: string }>): Promise<void> {
  for (let tries = 0; tries < MOST_TRIES; tries++) {
    const { code } = await send()
    if (code === RATE_LIMITED) return
    if (code) throw new Error(`setup: a send refused with ${code}`)
  }
  throw new Error(`setup: ${MOST_TRIES} sends in a row and no ${RATE_LIMITED}`)
}

/** Helena, who has sent as many messages as an hour allows: the next reply's variables. */
async function helenaAtTheMessageLimit(context: CaseContext): Promise<GraphqlRequest> {
  const as = await login(context, "helena")
  const started = await ask(context, as, NEW_THREAD, {
    title: "Kysymyksiä tuloksista",
    firstMessage: message("Hei, minulla on muutama kysymys."),
  })
  const [threadId] = (started.data?.sendMessageInNewThread as string[] | undefined) ?? []
  const open = threadId ?? (await openThreadOf(context, as))
  await sendUntilLimited(() =>
    ask(context, as, REPLY, { threadId: open, message: message("Vielä yksi asia.") }),
  )
  return { ...as, variables: { threadId: open, message: message("Ja vielä yksi.") } }
}

async function openThreadOf(context: CaseContext, as: Login): Promise<string> {
  const { data } = await ask(
    context,
    as,
    "{ messagingThreads(pagination: { limit: 100 }) { items { id isActive } } }",
  )
  const threads = (data?.messagingThreads as { items: { id: string; isActive: boolean }[] } | undefined)
    ?.items
  const open = threads?.find((thread) => thread.isActive)?.id
  if (!open) throw new Error("setup: helena has no open thread")
  return open
}

/** Jari, who has started as many threads as an hour allows: the next new thread's variables. */
async function jariAtTheThreadLimit(context: CaseContext): Promise<GraphqlRequest> {
  const as = await login(context, "jari")
  const variables = {
    title: "Työterveyskysymys",
    type: "customer",
    participantIds: [],
    firstMessage: message("Hei, kysyisin työpisteestäni."),
  }
  await sendUntilLimited(() => ask(context, as, NEW_THREAD, variables))
  return { ...as, variables }
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
    graphql: "MessagingThreads",
    title: "a limit over its list's maximum (10000 threads): refused",
    variables: { pagination: { limit: 10_000 } },
    method: "POST",
    setup: login,
    status: 400,
    expectError: "MAX_LIMIT_EXCEEDED",
    sandboxOnly: LOGIN,
  },
  {
    graphql: "MessagingThreads",
    title: "9999 threads with 9999 messages each: a cost over the maximum, refused",
    text: `query MessagingThreads { messagingThreads(pagination: { limit: 9999 }) {
      items { messages(pagination: { limit: 9999 }) { items { id } } } } }`,
    method: "POST",
    setup: login,
    status: 400,
    expectError: "MAX_COST_EXCEEDED",
    sandboxOnly: LOGIN,
  },
  {
    graphql: "MessagingThreads",
    title: "100 threads with 100 messages each: within the cost",
    text: `query MessagingThreads { messagingThreads(pagination: { limit: 100 }) {
      items { messages(pagination: { limit: 100 }) { items { id } } } } }`,
    method: "POST",
    setup: login,
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "SendMessage",
    title: "a message past the 30 an hour: refused, nothing stored",
    setup: helenaAtTheMessageLimit,
    status: 200,
    expectError: RATE_LIMITED,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "SendMessageInNewThread",
    title: "a thread past the 10 an hour: refused",
    setup: jariAtTheThreadLimit,
    status: 200,
    expectError: RATE_LIMITED,
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
