import { getEnv, type IAnyStateTreeNode } from "mobx-state-tree"
import type { StoreEnv } from "../../../platform/api/env.ts"
import { parseAnswers, type SurveyAnswers } from "../../../domain/survey.ts"

// A questionnaire's unsent answers kept in the tab's drafts (StoreEnv.drafts, as message drafts are): they survive a
// reload, a return to the page, a language switch and a session expiry; a send and the user's own logout forget them.
// The key is the invitation's id (digits, no personal data): only the customer it was sent to can open it, so
// another customer logging in on the same tab never sees the answers.

const keyOf = (invitationId: string) => `questionnaires.${invitationId}`

/** The answers kept for an invitation (none: empty). */
export function readAnswerDraft(node: IAnyStateTreeNode, invitationId: string): SurveyAnswers {
  if (invitationId === "") return {}
  return parseAnswers(getEnv<StoreEnv>(node).drafts.read(keyOf(invitationId)))
}

/** Keeps the answers so far; no answers keeps nothing. */
export function writeAnswerDraft(
  node: IAnyStateTreeNode,
  invitationId: string,
  answers: SurveyAnswers,
): void {
  if (invitationId === "") return
  const { drafts } = getEnv<StoreEnv>(node)
  if (Object.keys(answers).length === 0) drafts.remove(keyOf(invitationId))
  else drafts.write(keyOf(invitationId), JSON.stringify(answers))
}

/** Forgets the kept answers (sent, or the questionnaire is answered already). */
export function forgetAnswerDraft(node: IAnyStateTreeNode, invitationId: string): void {
  if (invitationId !== "") getEnv<StoreEnv>(node).drafts.remove(keyOf(invitationId))
}
