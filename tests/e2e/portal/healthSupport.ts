// Shared steps of the health specs (prescriptions and renewal, questionnaires, certificates, vaccinations): the
// texts in the three languages, the contract's example bodies for the maintenance states, and reading a thread of
// the logged-in patient from the messaging service as the page's own session.
import { readFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { parse } from "yaml"
import enCertificates from "../../../locales/en/certificates.json" with { type: "json" }
import enCommon from "../../../locales/en/common.json" with { type: "json" }
import enPrescriptions from "../../../locales/en/prescriptions.json" with { type: "json" }
import enQuestionnaires from "../../../locales/en/questionnaires.json" with { type: "json" }
import enShell from "../../../locales/en/shell.json" with { type: "json" }
import fiCertificates from "../../../locales/fi/certificates.json" with { type: "json" }
import fiCommon from "../../../locales/fi/common.json" with { type: "json" }
import fiPrescriptions from "../../../locales/fi/prescriptions.json" with { type: "json" }
import fiQuestionnaires from "../../../locales/fi/questionnaires.json" with { type: "json" }
import fiShell from "../../../locales/fi/shell.json" with { type: "json" }
import svCertificates from "../../../locales/sv/certificates.json" with { type: "json" }
import svCommon from "../../../locales/sv/common.json" with { type: "json" }
import svPrescriptions from "../../../locales/sv/prescriptions.json" with { type: "json" }
import svQuestionnaires from "../../../locales/sv/questionnaires.json" with { type: "json" }
import svShell from "../../../locales/sv/shell.json" with { type: "json" }
import { expect as baseExpect } from "../fixtures.ts"

export { type Lang } from "./booking-loggedin.helpers.ts"

export const texts = {
  fi: {
    common: fiCommon,
    prescriptions: fiPrescriptions,
    questionnaires: fiQuestionnaires,
    certificates: fiCertificates,
    shell: fiShell,
  },
  sv: {
    common: svCommon,
    prescriptions: svPrescriptions,
    questionnaires: svQuestionnaires,
    certificates: svCertificates,
    shell: svShell,
  },
  en: {
    common: enCommon,
    prescriptions: enPrescriptions,
    questionnaires: enQuestionnaires,
    certificates: enCertificates,
    shell: enShell,
  },
} as const

// Pages wait for code and data on a machine other test runs share: a generous wait for what the user would see
export const expect = baseExpect.configure({ timeout: 20_000 })

/** The address of a page of ours in a language. */
export const paths = {
  prescriptions: { fi: "/fi/reseptit", sv: "/sv/recept", en: "/en/prescriptions" },
  renewal: { fi: "/fi/reseptin-uusinta", sv: "/sv/receptfornyelse", en: "/en/prescription-renewal" },
  questionnaires: { fi: "/fi/kyselyt", sv: "/sv/rundfraga", en: "/en/questionnaires" },
  certificates: { fi: "/fi/todistukset", sv: "/sv/certifikat", en: "/en/certificates" },
  vaccinations: { fi: "/fi/rokotukset", sv: "/sv/vaccinationer", en: "/en/vaccinations" },
} as const

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..")
type Operation = {
  responses: Record<string, { content: Record<string, { examples: Record<string, { value: unknown }> }> }>
}

/** The contract's example body of a GET's 200 answer by name (contracts/openapi.yaml). */
export function contractExample(apiPath: string, name: string): unknown {
  const contract = parse(readFileSync(path.join(ROOT, "contracts/openapi.yaml"), "utf8")) as {
    paths: Record<string, { get: Operation }>
  }
  const example = contract.paths[apiPath]?.get.responses["200"]?.content["application/json"]?.examples[name]
  if (!example) throw new Error(`The contract has no example ${name} of GET ${apiPath}`)
  return example.value
}

/** Answers GET requests whose path is `apiPath` (or matches it) with `body`. */
export async function answerWith(page: Page, apiPath: string | RegExp, body: unknown): Promise<void> {
  await page.route(
    (url) => (typeof apiPath === "string" ? url.pathname === apiPath : apiPath.test(url.pathname)),
    (route) => (route.request().method() === "GET" ? route.fulfill({ json: body }) : route.fallback()),
  )
}

export type ThreadRead = { title: string | null; messages: { items: { content: string }[] } } | null

/** One of the logged-in patient's threads as the messaging service gives it, asked with the page's session. */
export async function threadOfPatient(page: Page, threadId: string): Promise<ThreadRead> {
  const query = `query Thread($id: ID!) {
    messagingThreadForCustomer(id: $id) { title messages(pagination: { limit: 10 }) { items { content } } }
  }`
  const answer = await page.request.post("/api/customer-messaging", {
    data: { query, operationName: "Thread", variables: { id: threadId } },
  })
  expect(answer.ok()).toBe(true)
  const body = (await answer.json()) as {
    data?: { messagingThreadForCustomer: ThreadRead }
    errors?: unknown
  }
  expect(body.errors).toBeUndefined()
  return body.data!.messagingThreadForCustomer
}
