// Cases for the `mfa-onboarding` tag: the front page card's code request and check. The sandbox's code is the last
// four digits of the number; each case uses a persona of its own, as a code check changes the persona's state.
import { personaById } from "../../../sandbox/personas.ts"
import { defineCases, type CaseContext } from "../support/cases.ts"
import { as, asWith, callAs, PERSONAS, type PersonaLogin } from "./account.ts"

const phoneOf = (personaId: string) => personaById(personaId)?.phone ?? ""
const codeOf = (personaId: string) => phoneOf(personaId).slice(-4)

async function send(context: CaseContext, login: PersonaLogin, personaId: string): Promise<void> {
  const url = `/api/mfa-onboarding?lang=fi&csrfToken=${encodeURIComponent(login.csrfToken)}`
  const cookie = Object.entries(login.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ")
  const response = await context.fetch(url, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ phoneNumber: phoneOf(personaId) }),
  })
  if (response.status !== 204) throw new Error(`setup: the code request answered ${response.status}`)
}

/** A code sent, then `wrong` wrong codes typed. */
const codeSent = (personaId: string, wrong = 0) =>
  asWith(personaId, async (context, login) => {
    await send(context, login, personaId)
    for (let i = 0; i < wrong; i++) {
      await callAs(context, login, "PUT", "/api/mfa-onboarding", { challengeResponseFromUser: "0000" })
    }
    return {}
  })

export const cases = defineCases([
  {
    operationId: "startMfaOnboarding",
    title: "a code to the patient's number",
    request: { query: { lang: "fi" }, body: { phoneNumber: phoneOf("aino") } },
    setup: as("aino"),
    status: 204,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "startMfaOnboarding",
    title: "a number with spaces",
    request: { query: { lang: "fi" }, body: { phoneNumber: "040 123 4567" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "startMfaOnboarding",
    title: "after too many wrong codes",
    request: { query: { lang: "fi" }, body: { phoneNumber: phoneOf("ville") } },
    setup: codeSent("ville", 3),
    status: 429,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "startMfaOnboarding",
    title: "without a session",
    request: { query: { lang: "fi" }, body: { phoneNumber: "+358401234567" } },
    status: 401,
  },
  {
    operationId: "verifyMfaOnboarding",
    title: "the right code",
    request: { body: { challengeResponseFromUser: codeOf("sanna") } },
    setup: codeSent("sanna"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "verifyMfaOnboarding",
    title: "a wrong code",
    request: { body: { challengeResponseFromUser: "0000" } },
    setup: codeSent("liisa"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "verifyMfaOnboarding",
    title: "the third wrong code",
    request: { body: { challengeResponseFromUser: "0000" } },
    setup: codeSent("pekka", 2),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "verifyMfaOnboarding",
    title: "three digits",
    request: { body: { challengeResponseFromUser: "123" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
])
