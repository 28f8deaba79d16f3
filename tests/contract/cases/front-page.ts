// Cases for the `front-page` tag.
import { defineCases } from "../support/cases.ts"
import { as, CHILDREN, PERSONAS } from "./account.ts"

export const cases = defineCases([
  ...[
    ["aino", "a patient with every block"],
    ["elina", "a new customer"],
    ["helena", "SMS login on, the imaging block unavailable"],
    ["jari", "an occupational patient"],
  ].map(([personaId, title]) => ({
    operationId: "getFrontPage",
    title: title ?? "",
    request: { query: { lang: "fi" } },
    setup: as(personaId ?? ""),
    status: 200,
    sandboxOnly: PERSONAS,
  })),
  {
    operationId: "getFrontPage",
    title: "a child in the children's brand, in Swedish",
    request: { query: { lang: "sv" } },
    setup: as("eino", { environment: CHILDREN }),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getFrontPage",
    title: "without a session",
    request: { query: { lang: "fi" } },
    status: 401,
  },
])
