// Cases for the `questionnaires` tag; the invitations are the ones sent in the patient's conversations.
import { defineCases, type CaseContext, type GraphqlRequest } from "../support/cases.ts"
import { SURVEY_ANSWER_MAX_LENGTH, SURVEY_ANSWERS_MAX_LENGTH } from "../../../src/domain/surveyAnswers.ts"
import { as, asWith, callAs, personaLogin, PERSONAS } from "./account.ts"

interface List {
  newTaskItems: { link: { params: { invitationId: string } } }[]
  answerItems: { link: { params: { invitationId: string } } }[]
}

// The messaging cases may answer the seed's one open questionnaire first, so "open" falls back to the newest.
const invitation = (which: keyof List) =>
  asWith("aino", async (context, login) => {
    const list = await callAs<List>(context, login, "GET", "/api/questionnaires?lang=fi")
    const invitationId = (list[which][0] ?? list.answerItems[0])?.link.params.invitationId
    if (!invitationId) throw new Error(`setup: no ${which}`)
    return { path: { invitationId } }
  })

const lang = { query: { lang: "fi" } }

/**
 * AnswerQuestionnaire with these answers for one of Aino's invitations (the open one, or the newest once the
 * messaging cases have answered it: answers are checked before anything else).
 */
function answering(answers: string) {
  return async (context: CaseContext): Promise<GraphqlRequest> => {
    const login = await personaLogin(context, "aino")
    const list = await callAs<List>(context, login, "GET", "/api/questionnaires?lang=fi")
    const questionnaireInvitationId = (list.newTaskItems[0] ?? list.answerItems[0])?.link.params.invitationId
    if (!questionnaireInvitationId) throw new Error("setup: aino has no questionnaires")
    return {
      cookies: login.cookies,
      query: { csrfToken: login.csrfToken },
      variables: { questionnaireInvitationId, answers },
    }
  }
}

// The free-text rule of every other field (contracts/messaging.graphql, answerQuestionnaire): refused, nothing stored
const REFUSED_ANSWERS: [string, Record<string, unknown> | string][] = [
  ["a NUL in a text answer", { lisatiedot: "Heräilen\u0000 yöllä" }],
  ["a BEL in a text answer", { lisatiedot: "Heräilen\u0007 yöllä" }],
  ["the right-to-left override U+202E in a text answer", { lisatiedot: "ei \u202eolla kipuja" }],
  ["an isolate in a ticked value", { oireet: ["yskä", "\u2066kuume"] }],
  [
    `a text answer of ${SURVEY_ANSWER_MAX_LENGTH + 1} characters`,
    { lisatiedot: "x".repeat(SURVEY_ANSWER_MAX_LENGTH + 1) },
  ],
  [
    `answers of more than ${SURVEY_ANSWERS_MAX_LENGTH} characters in all`,
    Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [`q${index}`, "x".repeat(SURVEY_ANSWER_MAX_LENGTH)]),
    ),
  ],
  ["an answer that is an object", { vireys: { arvo: 4 } }],
  ["answers that are not an object", "[1, 2]"],
]

export const cases = defineCases([
  {
    operationId: "listQuestionnaires",
    title: "open and answered",
    request: lang,
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listQuestionnaires",
    title: "none",
    request: lang,
    setup: as("oskari"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  { operationId: "listQuestionnaires", title: "without a session", request: lang, status: 401 },
  {
    operationId: "getQuestionnaire",
    title: "an open one (the newest, when the messaging cases have answered it)",
    request: lang,
    setup: invitation("newTaskItems"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getQuestionnaire",
    title: "an answered one",
    request: lang,
    setup: invitation("answerItems"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  ...REFUSED_ANSWERS.map(([what, answers]) => ({
    graphql: "AnswerQuestionnaire",
    title: `${what}: refused`,
    setup: answering(typeof answers === "string" ? answers : JSON.stringify(answers)),
    status: 200,
    expectError: "BAD_USER_INPUT",
    sandboxOnly: PERSONAS,
  })),
  {
    operationId: "getQuestionnaire",
    title: "no such invitation",
    request: { ...lang, path: { invitationId: "1" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
])
