// Cases for the `occupational` tag, for the sandbox's personas: jari (online booking in the agreement), sanna (an
// agreement without it) and aino (no occupational healthcare).
import { defineCases } from "../support/cases.ts"
import { login, SEED } from "./booking.ts"

export const cases = defineCases([
  ...(["jari", "sanna", "aino"] as const).map((personaId) => ({
    operationId: "getOccupationalAgreement",
    title: `${personaId}'s agreement`,
    setup: (context: Parameters<typeof login>[0]) => login(context, personaId),
    status: 200,
    sandboxOnly: SEED,
  })),
  { operationId: "getOccupationalAgreement", title: "without a login", status: 401 },
  ...(["jari", "aino"] as const).map((personaId) => ({
    operationId: "getOccupationalTeam",
    title: `${personaId}'s team`,
    setup: (context: Parameters<typeof login>[0]) => login(context, personaId),
    request: { query: { lang: "fi" } },
    status: 200,
    sandboxOnly: SEED,
  })),
  {
    operationId: "getOccupationalTeam",
    title: "without a login",
    request: { query: { lang: "fi" } },
    status: 401,
  },
])
