// Cases for the `occupational-vaccination` tag: a public page, so an anonymous visitor gets an answer too.
import { defineCases } from "../support/cases.ts"
import { as, PERSONAS } from "./account.ts"

const influenza = { body: { vaccination: "influenza" } }

export const cases = defineCases([
  { operationId: "getOccupationalVaccination", title: "an anonymous visitor", status: 200 },
  {
    operationId: "getOccupationalVaccination",
    title: "in the contract",
    setup: as("jari"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getOccupationalVaccination",
    title: "not in the contract",
    setup: as("sanna"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getOccupationalVaccination",
    title: "no occupational healthcare",
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "chooseOccupationalVaccination",
    title: "in the contract",
    request: influenza,
    setup: as("jari"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "chooseOccupationalVaccination",
    title: "not in the contract",
    request: influenza,
    setup: as("sanna"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "chooseOccupationalVaccination",
    title: "no occupational healthcare",
    request: influenza,
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "chooseOccupationalVaccination",
    title: "another vaccination",
    request: { body: { vaccination: "tbe" } },
    setup: as("jari"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "chooseOccupationalVaccination",
    title: "without a session",
    request: influenza,
    status: 401,
  },
])
