// Cases for the customer messaging service (contracts/messaging.graphql at /api/customer-messaging), by the name of
// the operation in contracts/messaging/, and for the REST calls of the `messaging` tag (the attachment files'). Logged-in cases log in as a persona through the sandbox's identity
// provider and read its seed, so they are the sandbox's only.
import { LANG_COOKIE } from "../../../sandbox/context.ts"
import { LANGUAGES } from "../../../src/domain/language.ts"
import { defineCases, type CaseContext, type GraphqlRequest, type RequestParts } from "../support/cases.ts"
import { loginAs } from "../support/login.ts"

export const LOGIN = "the sandbox's identity provider, personas and seed"
// How the service refuses (401, 403 and the csrf token of mutations) is the sandbox's until the schema says.
const REFUSALS = "refusals are not described in contracts/messaging.graphql yet"
const ALL = { limit: 9999 }

export interface Login extends GraphqlRequest {
  cookies: Record<string, string>
  query: { csrfToken: string }
}

export async function login(context: CaseContext, personaId = "aino"): Promise<Login> {
  const loggedIn = await loginAs(context.baseUrl, personaId)
  return { cookies: loggedIn.cookies, query: { csrfToken: loggedIn.csrfToken } }
}

/** A setup step's own request to the service as a logged-in customer: its status and its parsed body. */
export async function post<Body>(
  context: CaseContext,
  as: Login,
  query: string,
  variables: object = {},
): Promise<{ status: number; body: Body }> {
  const response = await context.fetch(
    `/api/customer-messaging?csrfToken=${encodeURIComponent(as.query.csrfToken)}`,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/graphql-response+json",
        cookie: Object.entries(as.cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join("; "),
      },
      body: JSON.stringify({ query, variables }),
    },
  )
  return { status: response.status, body: (await response.json()) as Body }
}

/** A setup step's own request to the service; its data, or an error naming the step. */
export async function ask<Data>(
  context: CaseContext,
  as: Login,
  query: string,
  variables: object = {},
): Promise<Data> {
  const { status, body } = await post<{ data?: Data; errors?: { message: string }[] }>(
    context,
    as,
    query,
    variables,
  )
  if (!body.data || body.errors) throw new Error(`setup: ${status} ${JSON.stringify(body.errors)}`)
  return body.data
}

interface SeededMessages {
  messagingThreads: {
    items: {
      id: string
      isActive: boolean
      messages: {
        items: {
          attachments: { id: string; contentType: string }[]
          questionnaireInvitations: { id: string; answeredAt: string | null }[]
        }[]
      }
    }[]
  }
}

// 100 threads of 100 messages: more than the seed has, within the service's cost limit (9999 of each is not)
const SEEDED_MESSAGES = `query {
  messagingThreads(pagination: { limit: 100 }) {
    items { id isActive messages(pagination: { limit: 100 }) {
      items { attachments { id contentType } questionnaireInvitations { id answeredAt } }
    } }
  }
}`

export async function seeded(context: CaseContext, as: Login) {
  const { messagingThreads } = await ask<SeededMessages>(context, as, SEEDED_MESSAGES)
  const messages = messagingThreads.items.flatMap((thread) => thread.messages.items)
  const attachments = messages.flatMap((message) => message.attachments)
  return {
    openThreadId: messagingThreads.items.find((thread) => thread.isActive)?.id,
    attachmentId: attachments[0]?.id,
    pdfAttachmentId: attachments.find((attachment) => attachment.contentType === "application/pdf")?.id,
    unansweredId: messages.flatMap((m) => m.questionnaireInvitations).find((i) => i.answeredAt === null)?.id,
  }
}

/** downloadFile's key and filename, from the URL AttachmentDownloadUrl gives for one of Aino's seeded PDFs. */
async function seededPdfDownload(context: CaseContext): Promise<RequestParts> {
  const as = await login(context)
  const { pdfAttachmentId } = await seeded(context, as)
  if (!pdfAttachmentId) throw new Error("setup: aino has no PDF attachment in the seed")
  const { attachmentDownloadUrl } = await ask<{ attachmentDownloadUrl: string }>(
    context,
    as,
    "query ($id: ID!) { attachmentDownloadUrl(id: $id) }",
    { id: pdfAttachmentId },
  )
  const url = new URL(attachmentDownloadUrl)
  // the URL opens for its owner's session only: the customer's cookies go with it, as the browser sends them
  return {
    path: { key: url.pathname.split("/").at(-1) ?? "" },
    query: Object.fromEntries(url.searchParams),
    cookies: as.cookies,
  }
}

// expires and signature of the right shape that no server handed out
export const UNSIGNED = { expires: 4_102_444_800_000, signature: "A".repeat(43) }

const message = (content: string) => ({ content, attachments: [], questionnaireInvitations: [] })

// Every operation but the announcement needs a login; the variables only have to be well-formed.
const ANONYMOUS_VARIABLES: Record<string, Record<string, unknown>> = {
  MessagingThreads: { pagination: ALL },
  MessagingThreadForCustomer: { id: "1", pagination: ALL },
  AttachmentDownloadUrl: { id: "1" },
  CreateAttachmentUpload: {},
  SendMessageInNewThread: {
    title: "Hei",
    type: "customer",
    participantIds: [],
    firstMessage: message("Hei"),
  },
  SendMessage: { threadId: "1", message: message("Hei") },
  MarkAsRead: { threadId: "1" },
  AnswerQuestionnaire: { questionnaireInvitationId: "1", answers: "{}" },
}

export const cases = defineCases([
  {
    operationId: "getMessagingStatus",
    title: "a customer with a messaging user",
    request: { query: { lang: "fi" } },
    setup: (context) => login(context),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "getMessagingStatus",
    title: "a customer without one",
    request: { query: { lang: "sv" } },
    setup: (context) => login(context, "raili"),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "getMessagingStatus",
    title: "without the csrf token",
    request: { query: { lang: "fi" } },
    setup: async (context) => ({ cookies: (await login(context)).cookies }),
    status: 403,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "getMessagingStatus",
    title: "an anonymous visitor",
    request: { query: { lang: "fi" } },
    status: 401,
  },

  {
    operationId: "downloadFile",
    title: "a seeded PDF attachment, by the URL AttachmentDownloadUrl gives",
    setup: seededPdfDownload,
    status: 200,
    expectHeaders: {
      "content-type": /^application\/pdf$/,
      "content-disposition": /^attachment; filename="[^"]+\.pdf"/,
    },
    sandboxOnly: LOGIN,
  },
  {
    operationId: "downloadFile",
    title: "a filename with a path in it",
    request: { path: { key: "up-0000000000000000" }, query: { filename: "../../etc/passwd", ...UNSIGNED } },
    status: 400,
  },
  {
    operationId: "downloadFile",
    title: "a seeded attachment's URL without the customer's session",
    setup: async (context) => ({ ...(await seededPdfDownload(context)), cookies: {} }),
    status: 404,
    sandboxOnly: LOGIN,
  },
  {
    operationId: "headFile",
    title: "the content-type check of a seeded PDF attachment's URL",
    setup: seededPdfDownload,
    status: 200,
    expectHeaders: { "content-type": /^application\/pdf$/, "content-disposition": /^attachment;/ },
    sandboxOnly: LOGIN,
  },

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
    variables: { pagination: ALL },
    setup: (context) => login(context),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "MessagingThreads",
    title: "the second page of ten, by POST",
    variables: { pagination: { limit: 10, offset: 10, sortOrder: "desc" } },
    method: "POST",
    setup: (context) => login(context),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "MessagingThreads",
    title: "a customer without a messaging user",
    variables: { pagination: ALL },
    setup: (context) => login(context, "raili"),
    status: 403,
    sandboxOnly: LOGIN,
  },

  {
    graphql: "MessagingThreadForCustomer",
    title: "one of the customer's threads with every message",
    setup: async (context) => {
      const as = await login(context)
      const { openThreadId } = await seeded(context, as)
      return { ...as, variables: { id: openThreadId, pagination: { ...ALL, sortOrder: "asc" } } }
    },
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "MessagingThreadForCustomer",
    title: "no such thread: null, not an error",
    variables: { id: "999999999", pagination: ALL },
    setup: (context) => login(context),
    status: 200,
    sandboxOnly: LOGIN,
  },

  {
    graphql: "AttachmentDownloadUrl",
    title: "an attachment of the customer's message",
    setup: async (context) => {
      const as = await login(context)
      return { ...as, variables: { id: (await seeded(context, as)).attachmentId } }
    },
    status: 200,
    sandboxOnly: LOGIN,
  },

  {
    graphql: "CreateAttachmentUpload",
    title: "an upload address",
    setup: (context) => login(context),
    status: 200,
    sandboxOnly: LOGIN,
  },
  {
    graphql: "CreateAttachmentUpload",
    title: "a mutation without the csrf token",
    setup: async (context) => ({ ...(await login(context)), query: {} }),
    status: 403,
    sandboxOnly: REFUSALS,
  },

  {
    graphql: "SendMessageInNewThread",
    title: "a new conversation with the care team",
    variables: {
      title: "Kysymys ajanvarauksesta",
      type: "customer",
      participantIds: [],
      firstMessage: message("Hei! Voinko varata ajan myös puhelimitse?"),
    },
    setup: (context) => login(context),
    status: 200,
    sandboxOnly: LOGIN,
  },

  {
    graphql: "SendMessage",
    title: "a reply in one of the customer's open threads",
    setup: async (context) => {
      const as = await login(context)
      const { openThreadId } = await seeded(context, as)
      return { ...as, variables: { threadId: openThreadId, message: message("Kiitos vastauksesta!") } }
    },
    status: 200,
    sandboxOnly: LOGIN,
  },

  {
    graphql: "MarkAsRead",
    title: "one of the customer's threads",
    setup: async (context) => {
      const as = await login(context)
      return { ...as, variables: { threadId: (await seeded(context, as)).openThreadId } }
    },
    status: 200,
    sandboxOnly: LOGIN,
  },

  {
    graphql: "AnswerQuestionnaire",
    title: "a questionnaire the customer was invited to",
    setup: async (context) => {
      for (const personaId of ["aino", "jari", "helena"]) {
        const as = await login(context, personaId)
        const { unansweredId } = await seeded(context, as)
        if (unansweredId) {
          const answers = JSON.stringify({ nukahtaminen: "Joskus", vireys: 4 })
          return { ...as, variables: { questionnaireInvitationId: unansweredId, answers } }
        }
      }
      throw new Error("setup: every seeded questionnaire is answered; reset the sandbox's state")
    },
    status: 200,
    sandboxOnly: LOGIN,
  },
  ...Object.entries(ANONYMOUS_VARIABLES).map(([graphql, variables]) => ({
    graphql,
    title: "an anonymous visitor",
    variables,
    status: 401,
    sandboxOnly: REFUSALS,
  })),
])
