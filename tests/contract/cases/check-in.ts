// Cases for the `check-in` tag. The seeded appointments are days ahead, so check-in is still too early; the
// anonymous check-in's guard gets appointments starting soon from the development tools and acts as several
// clients (see "several clients" below). The outcomes at other moments are in tests/unit/sandbox/booking.
import { personaById } from "../../../sandbox/personas.ts"
import { requestFrom } from "../../support/fromAddress.ts"
import { defineCases, type CaseContext } from "../support/cases.ts"
import { login, SEED } from "./booking.ts"

type Login = Awaited<ReturnType<typeof login>>

async function upcomingId(context: CaseContext, as: Login): Promise<string> {
  const cookie = Object.entries(as.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ")
  const response = await context.fetch(`/api/appointments/upcoming?lang=fi&csrfToken=${as.query.csrfToken}`, {
    headers: { cookie },
  })
  const body = (await response.json()) as { appointments: { id: string; hasAppointeeCanceled: boolean }[] }
  const own = body.appointments.find((appointment) => !appointment.hasAppointeeCanceled)
  if (!own) throw new Error(`setup: no upcoming appointment (${response.status})`)
  return own.id
}

const ainoEnd = () => personaById("aino")!.ssn.slice(-4)
const wrongEnd = () => (ainoEnd() === "0000" ? "1111" : "0000")

// Several clients. The runner is the server's trusted proxy when it runs on the same machine (the sandbox trusts
// the loopback unless SANDBOX_TRUSTED_PROXIES says otherwise), so it can speak for any client address with
// X-Forwarded-For; each case uses addresses of its own (TEST-NET-2, 198.51.100.0/24). One case also connects
// from 127.0.0.40, a loopback address that is no proxy (Linux). A server that does not trust the runner, or has
// no development tools, cannot be checked this way: these cases are for the sandbox.
const CLIENTS = "the development tools' appointments, and a server that trusts this runner as its proxy"

// Sari Nurmi is the persona of the appointments tests make, so these do not count toward anyone else's reservations
const sariEnd = () => personaById("sari")!.ssn.slice(-4)
const sariWrong = () => (sariEnd() === "0000" ? "1111" : "0000")

/**
 * Sari's appointment starting in `startsInMinutes` (20: its check-in is open), or with `cancelled` a slot free
 * again at that time (development tools).
 */
async function openAppointment(context: CaseContext, startsInMinutes = 20, cancelled = false) {
  const response = await context.fetch("/__sandbox/appointments", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ persona: "sari", startsInMinutes, cancelled }),
  })
  if (response.status !== 201) throw new Error(`setup: /__sandbox/appointments answered ${response.status}`)
  return ((await response.json()) as { appointmentId: string }).appointmentId
}

type Answer = { type: string }

/** An anonymous check-in as the client at `address`, forwarded for it by the runner. */
async function checkInAs(context: CaseContext, address: string, appointmentId: string, ssnEndPart: string) {
  const response = await context.fetch("/api/anon/check-in", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ appointmentId, ssnEndPart }),
  })
  return (await response.json()) as Answer
}

function expectType(answer: Answer, type: string, what: string): void {
  if (answer.type !== type) throw new Error(`setup: ${what} answered ${JSON.stringify(answer)}, not ${type}`)
}

/** Wrong codes for the appointment from each address, `count` each; the last answer. */
async function wrongCodes(context: CaseContext, id: string, addresses: string[], count: number) {
  let last: Answer = { type: "none" }
  for (const address of addresses) {
    for (let index = 0; index < count; index++) last = await checkInAs(context, address, id, sariWrong())
  }
  return last
}

const forwardedFor = (address: string) => ({ "x-forwarded-for": address })

export const cases = defineCases([
  {
    operationId: "checkInToAppointment",
    title: "one's own appointment",
    setup: async (context) => {
      const as = await login(context, "jari")
      return { ...as, path: { id: await upcomingId(context, as) } }
    },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "checkInToAppointment",
    title: "someone else's",
    setup: async (context) => {
      const raili = await upcomingId(context, await login(context, "raili"))
      return { ...(await login(context, "aino")), path: { id: raili } }
    },
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "checkInToAppointment",
    title: "without a login",
    request: { path: { id: "80400001" } },
    status: 401,
  },
  {
    operationId: "checkInAnonymously",
    title: "the right end of the identity code",
    setup: async (context) => ({
      body: { appointmentId: await upcomingId(context, await login(context, "aino")), ssnEndPart: ainoEnd() },
    }),
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "checkInAnonymously",
    title: "a wrong code",
    setup: async (context) => ({
      body: {
        appointmentId: await upcomingId(context, await login(context, "aino")),
        ssnEndPart: wrongEnd(),
      },
    }),
    status: 200,
    sandboxOnly: SEED,
  },
  {
    operationId: "checkInAnonymously",
    title: "the right code from an address after another address locked itself out with 20 wrong codes",
    setup: async (context) => {
      const id = await openAppointment(context)
      await wrongCodes(context, id, ["198.51.100.11"], 4)
      // 16 more at ids that are no reservation, four each: the address's 20th wrong code within the hour
      let last: Answer = { type: "none" }
      for (let index = 0; index < 16; index++) {
        last = await checkInAs(context, "198.51.100.11", `9951000${Math.floor(index / 4)}`, sariWrong())
      }
      expectType(last, "locked", "the 20th wrong code")
      expectType(await checkInAs(context, "198.51.100.11", id, sariEnd()), "locked", "its right code")
      return { body: { appointmentId: id, ssnEndPart: sariEnd() }, headers: forwardedFor("198.51.100.12") }
    },
    status: 200,
    expectBody: { type: "success" },
    sandboxOnly: CLIENTS,
  },
  {
    operationId: "checkInAnonymously",
    title: "the right code from the address that gave the appointment 5 wrong codes",
    setup: async (context) => {
      const id = await openAppointment(context)
      expectType(await wrongCodes(context, id, ["198.51.100.21"], 5), "locked", "the fifth wrong code")
      return { body: { appointmentId: id, ssnEndPart: sariEnd() }, headers: forwardedFor("198.51.100.21") }
    },
    status: 200,
    expectBody: { type: "locked" },
    sandboxOnly: CLIENTS,
  },
  {
    operationId: "checkInAnonymously",
    title: "the right code from another address after one gave the appointment 5 wrong codes",
    setup: async (context) => {
      const id = await openAppointment(context)
      expectType(await wrongCodes(context, id, ["198.51.100.31"], 5), "locked", "the fifth wrong code")
      return { body: { appointmentId: id, ssnEndPart: sariEnd() }, headers: forwardedFor("198.51.100.32") }
    },
    status: 200,
    expectBody: { type: "success" },
    sandboxOnly: CLIENTS,
  },
  {
    operationId: "checkInAnonymously",
    title: "the right code from a fresh address after 15 wrong codes from four others",
    setup: async (context) => {
      const id = await openAppointment(context)
      await wrongCodes(context, id, ["198.51.100.41", "198.51.100.42", "198.51.100.43"], 4)
      expectType(await wrongCodes(context, id, ["198.51.100.44"], 3), "locked", "the 15th wrong code")
      // the ceiling refuses whoever tried, the right code too
      expectType(
        await checkInAs(context, "198.51.100.41", id, sariEnd()),
        "locked",
        "a right code after a wrong",
      )
      return { body: { appointmentId: id, ssnEndPart: sariEnd() }, headers: forwardedFor("198.51.100.45") }
    },
    status: 200,
    expectBody: { type: "success" },
    sandboxOnly: CLIENTS,
  },
  {
    operationId: "checkInAnonymously",
    title: "X-Forwarded-For from a peer that is no proxy counts for the peer itself",
    setup: async (context) => {
      const id = await openAppointment(context)
      // 127.0.0.40 claims another address with each wrong code; the fifth still locks 127.0.0.40
      const url = new URL("/api/anon/check-in", context.baseUrl)
      if (url.hostname === "localhost") url.hostname = "127.0.0.1"
      let last: Answer = { type: "none" }
      for (let index = 1; index <= 5; index++) {
        const answer = await requestFrom(url.href, {
          localAddress: "127.0.0.40",
          headers: forwardedFor(`198.51.100.5${index}`),
          body: { appointmentId: id, ssnEndPart: sariWrong() },
        })
        last = answer.json<Answer>()
      }
      expectType(last, "locked", "the fifth wrong code from 127.0.0.40")
      // and the runner, a trusted proxy, speaking for 127.0.0.40 is that same client
      return { body: { appointmentId: id, ssnEndPart: sariEnd() }, headers: forwardedFor("127.0.0.40") }
    },
    status: 200,
    expectBody: { type: "locked" },
    sandboxOnly: `${CLIENTS}, on the same machine (Linux loopback)`,
  },
  {
    // no answer tells a free slot from a reserved one without a counted try (the reserved one: the seeded cases)
    operationId: "checkInAnonymously",
    title: "a free slot three hours ahead: too early, as a reserved one is, whatever the code",
    setup: async (context) => ({
      body: { appointmentId: await openAppointment(context, 180, true), ssnEndPart: "123A" },
    }),
    status: 200,
    expectBody: { type: "tooEarly" },
    sandboxOnly: "the development tools' appointments",
  },
  {
    operationId: "checkInAnonymously",
    title: "a free slot whose check-in is open: a wrong code, counted",
    setup: async (context) => ({
      body: { appointmentId: await openAppointment(context, 20, true), ssnEndPart: "123A" },
    }),
    status: 200,
    expectBody: { type: "ssnEndPartMismatch", remainingAttempts: 4 },
    sandboxOnly: "the development tools' appointments",
  },
  {
    operationId: "checkInAnonymously",
    title: "no such appointment",
    request: { body: { appointmentId: "99999999", ssnEndPart: "123A" } },
    status: 200,
  },
  {
    operationId: "checkInAnonymously",
    title: "a code of five characters",
    request: { body: { appointmentId: "80400001", ssnEndPart: "1234A" } },
    status: 400,
  },
])
