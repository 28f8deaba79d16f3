// A message's attachments past the 10 it may carry (MessageInput.attachments, inferred: issue 31) are refused
// with BAD_USER_INPUT; ten go. The files are real uploads, so the count is the only thing wrong.
import { defineCases, type CaseContext, type GraphqlRequest } from "../support/cases.ts"
import { ask, login, LOGIN, seeded } from "./messaging.ts"

const TEXT = new TextEncoder().encode("Verenpaine aamulla 128/84.\n")

/** A reply in Aino's open thread carrying `count` plain-text files, each handed out and PUT first. */
function replyWithFiles(count: number) {
  return async (context: CaseContext): Promise<GraphqlRequest> => {
    const as = await login(context)
    const { openThreadId } = await seeded(context, as)
    const attachments = []
    for (let index = 0; index < count; index++) {
      const { createAttachmentUpload: upload } = await ask<{
        createAttachmentUpload: { key: string; url: string }
      }>(context, as, "mutation CreateAttachmentUpload { createAttachmentUpload { key url } }")
      const put = await context.fetch(new URL(upload.url).pathname, {
        method: "PUT",
        headers: { "content-type": "text/plain" },
        body: TEXT,
      })
      if (put.status !== 204) throw new Error(`setup: the upload answered ${put.status}`)
      attachments.push({ key: upload.key, fileName: `mittaus${index + 1}.txt`, contentType: "text/plain" })
    }
    return {
      ...as,
      variables: {
        threadId: openThreadId,
        message: { content: "", attachments, questionnaireInvitations: [] },
      },
    }
  }
}

export const cases = defineCases([
  {
    graphql: "SendMessage",
    title: "eleven files in one message: refused, a message carries at most 10",
    setup: replyWithFiles(11),
    status: 200,
    expectError: "BAD_USER_INPUT",
    sandboxOnly: LOGIN,
  },
  {
    graphql: "SendMessage",
    title: "ten files in one message",
    setup: replyWithFiles(10),
    status: 200,
    sandboxOnly: LOGIN,
  },
])
