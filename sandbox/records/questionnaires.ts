// The questionnaire pages. Invitations are sent in conversations, so they live in the messaging state
// (sandbox/messaging): the pages list the invitations sent to the patient, and answers arrive through the messaging
// service's AnswerQuestionnaire. The children's brand has no questionnaires.
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import { toIsoDate } from "../../src/domain/dates.ts"
import type { Lang } from "../../src/domain/language.ts"
import { langOf, requirePersona, type LoggedIn } from "../account/requirePersona.ts"
import type { SandboxEnv } from "../context.ts"
import type { Db } from "../db/database.ts"
import {
  customerInvitation,
  customerInvitations,
  customerUserOfPersona,
  messageById,
  questionnaireForm,
  userById,
} from "../messaging/store.ts"
import type { InvitationRow } from "../messaging/tables.ts"
import type { TimelineItem } from "./timeline.ts"
import type { Localized } from "./text.ts"
import { NOT_FOUND } from "./visits.ts"

type Schemas = components["schemas"]
type SentInvitation = InvitationRow & { sent: string }

const ANSWERED: Localized = { fi: "Vastattu", sv: "Besvarad", en: "Answered" }
const QUESTIONNAIRE: Localized = { fi: "Kysely", sv: "Enkät", en: "Questionnaire" }

/** The patient's messaging user, when the patient has questionnaires at all. */
function customerUserIdOf(db: Db, loggedIn: LoggedIn): string | undefined {
  if (loggedIn.brand === "children") return undefined
  return customerUserOfPersona(db, loggedIn.subject.id)?.id
}

/** Every invitation sent to the patient, newest first. */
export function invitationsOfPatient(db: Db, loggedIn: LoggedIn): SentInvitation[] {
  const userId = customerUserIdOf(db, loggedIn)
  return userId ? customerInvitations(db, userId) : []
}

/** A row of the list: who sent it (open) or that it is answered, and its form's title. */
export function invitationItem(db: Db, invitation: SentInvitation, lang: Lang): TimelineItem {
  const author = userById(db, messageById(db, invitation.message_id)?.author_id ?? "")
  const authorName = author ? `${author.first_name} ${author.last_name}` : QUESTIONNAIRE[lang]
  const answeredAt = invitation.answered_at
  return {
    id: `questionnaire-${invitation.id}`,
    avatar: author
      ? { type: "person", name: authorName, imageUrl: null }
      : { type: "service", name: authorName },
    title: questionnaireForm(db, invitation.form_id)?.title ?? QUESTIONNAIRE[lang],
    subtitle: answeredAt ? ANSWERED[lang] : authorName,
    date: toIsoDate(answeredAt ?? invitation.sent),
    dateTime: answeredAt ?? invitation.sent,
    validUntilDate: null,
    link: { route: "questionnaire", params: { invitationId: String(invitation.id) } },
    highlighted: answeredAt === null,
  }
}

export const questionnaireRoutes = new Hono<SandboxEnv>()
  .get("/api/questionnaires", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const db = c.get("db")
    const lang = langOf(c)
    const invitations = invitationsOfPatient(db, loggedIn)
    const answered = invitations
      .filter((invitation) => invitation.answered_at !== null)
      .sort((a, b) => (b.answered_at ?? "").localeCompare(a.answered_at ?? ""))
    const body: Schemas["QuestionnaireList"] = {
      status: "ok",
      newTaskItems: invitations
        .filter((invitation) => invitation.answered_at === null)
        .map((invitation) => invitationItem(db, invitation, lang)),
      answerItems: answered.map((invitation) => invitationItem(db, invitation, lang)),
    }
    return c.json(body)
  })
  .get("/api/questionnaires/:invitationId", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const db = c.get("db")
    const userId = customerUserIdOf(db, loggedIn)
    const invitation = userId ? customerInvitation(db, userId, c.req.param("invitationId")) : undefined
    const form = invitation ? questionnaireForm(db, invitation.form_id) : undefined
    if (!invitation || !form) return c.json(NOT_FOUND, 404)
    const body: Schemas["QuestionnairePage"] = {
      status: "ok",
      questionnaireInvitation: {
        id: String(invitation.id),
        questionnaireForm: {
          id: form.id,
          title: form.title,
          definition: JSON.parse(form.definition) as Record<string, unknown>,
        },
        questionnaireAnswers: invitation.answers,
        answeredAt: invitation.answered_at,
      },
    }
    return c.json(body)
  })
