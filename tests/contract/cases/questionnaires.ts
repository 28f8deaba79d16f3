// Cases for the `questionnaires` tag; the invitations are the ones sent in the patient's conversations.
import { defineCases } from "../support/cases.ts"
import { as, asWith, callAs, PERSONAS } from "./account.ts"

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
  {
    operationId: "getQuestionnaire",
    title: "no such invitation",
    request: { ...lang, path: { invitationId: "1" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
])
