// AnswerQuestionnaire (contracts/messaging/AnswerQuestionnaire.graphql) as a typed call for the questionnaires
// area: stores do not import generated/. Loaded with the messaging client, on the first answer sent.
import {
  AnswerQuestionnaireDocument,
  type AnswerQuestionnaireMutation,
} from "../../../generated/messaging.ts"
import type { MessagingClient } from "./messaging.ts"
import { settle } from "./messagingResults.ts"

export type AnsweredInvitation = AnswerQuestionnaireMutation["answerQuestionnaire"]

/** spec messaging §7: AnswerQuestionnaire with the answers as one JSON string; the invitation, now answered. */
export async function answerQuestionnaire(
  client: MessagingClient,
  questionnaireInvitationId: string,
  answers: string,
  signal?: AbortSignal,
): Promise<AnsweredInvitation> {
  const data = await settle(
    client.mutation(AnswerQuestionnaireDocument, { questionnaireInvitationId, answers }),
    signal,
  )
  return data.answerQuestionnaire
}
