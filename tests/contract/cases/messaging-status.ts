// Cases for getMessagingStatus (tag `messaging`; the GraphQL operations are in messaging.ts).
import { defineCases } from "../support/cases.ts"
import { as, CHILDREN, PERSONAS } from "./account.ts"

const lang = { query: { lang: "fi" } }

export const cases = defineCases([
  {
    operationId: "getMessagingStatus",
    title: "a patient with a messaging user",
    request: lang,
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getMessagingStatus",
    title: "a patient without one",
    request: lang,
    setup: as("oskari"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getMessagingStatus",
    title: "the children's brand",
    request: { query: { lang: "sv" } },
    setup: as("eino", { environment: CHILDREN }),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  { operationId: "getMessagingStatus", title: "without a session", request: lang, status: 401 },
])
