// Cases for the `check-in` tag. The seeded appointments are days ahead, so check-in is still too early; the
// outcomes that need the real clock near the start are in tests/unit/sandbox/booking.
import { personaById } from "../../../sandbox/personas.ts"
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
