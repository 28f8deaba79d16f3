// The logged-in front page: the greeting, the SMS-login card's parameter and a few newest items of each block.
import { Hono, type Context } from "hono"
import type { components } from "../../generated/openapi.ts"
import type { Lang } from "../../src/domain/language.ts"
import { mfaStatusOf } from "../account/mfa.ts"
import { findPatient } from "../account/patients.ts"
import { langOf, requirePersona, type LoggedIn } from "../account/requirePersona.ts"
import { requestNow, type SandboxEnv } from "../context.ts"
import type { Db } from "../db/database.ts"
import type { Environment } from "../environments.ts"
import { invoicesOf } from "../payments/invoices.ts"
import { appointmentSummariesOf } from "./appointmentSummaries.ts"
import { imagingResultsOf, TEMPORARY_API_ERROR } from "./imaging.ts"
import { labDays, referralsOf } from "./laboratory.ts"
import { canRenewPrescriptions, prescriptionOf } from "./prescriptions.ts"
import { invitationItem, invitationsOfPatient } from "./questionnaires.ts"
import { recordsOf } from "./store.ts"
import { byDay, imagingDayItem, labDayItem, referralItem, visitItem, type TimelineItem } from "./timeline.ts"
import { viewableVisits } from "./visits.ts"
import { toIsoDate } from "../../src/domain/dates.ts"
import { validationError } from "../responses.ts"

type Schemas = components["schemas"]

// Our number: 'a few newest items' of each block; its 'show all' link leads to the rest.
export const FRONT_PAGE_ITEMS = 3

const newestFirst = (items: TimelineItem[]) =>
  items.sort((a, b) => b.date.localeCompare(a.date)).slice(0, FRONT_PAGE_ITEMS)

/** Offered to a patient while SMS login is neither on, nor off in this environment, nor locked after too many tries. */
function onboardingParam(
  db: Db,
  loggedIn: LoggedIn,
  environment: Environment,
  now: Date,
): Schemas["MfaOnboardingParam"] | null {
  const patient = findPatient(db, loggedIn.persona.id)
  // A person who is not a patient yet registers first.
  if (!patient?.isRegistered) return null
  const phoneNumber = patient.phone
  const status = mfaStatusOf(db, loggedIn.persona.id, environment, phoneNumber, now)
  return status.type === "user-has-no-verified-mfa-device" || status.type === "user-wants-to-enable-mfa"
    ? { phoneNumber }
    : null
}

function labSummaries(db: Db, personaId: string, lang: Lang, today: string): TimelineItem[] {
  const days = labDays(db, personaId).map(({ date, tests }) => labDayItem(date, tests, lang, today))
  const referrals = referralsOf(db, personaId, "laboratory")
    .filter((referral) => referral.body.validUntil >= today)
    .map((referral) => referralItem(referral, lang, today))
  return newestFirst([...days, ...referrals])
}

function imagingSummaries(db: Db, personaId: string, lang: Lang, today: string): TimelineItem[] | null {
  const results = imagingResultsOf(db, personaId)
  // The block says 'This section is temporarily unavailable' when the imaging system does not answer.
  if (results === TEMPORARY_API_ERROR) return null
  const days = byDay(results, (result) => result.day).map(([date, ofDay]) =>
    imagingDayItem(
      date,
      ofDay.map((result) => result.body),
      lang,
      today,
    ),
  )
  const referrals = referralsOf(db, personaId, "imaging")
    .filter((referral) => referral.body.validUntil >= today)
    .map((referral) => referralItem(referral, lang, today))
  return newestFirst([...days, ...referrals])
}

// Fault injection for one block (development tools only): `x-sandbox-unavailable: imaging,visits` answers those
// blocks as their source systems not answering (null), so a test sees 'This section is temporarily unavailable' in
// one block while the others show. The x-sandbox-fault header (sandbox/faults.ts) fails the whole call instead.
export const UNAVAILABLE_HEADER = "x-sandbox-unavailable"
const BLOCK_SOURCES = {
  appointments: "appointmentSummaries",
  visits: "visitSummaries",
  prescriptions: "prescriptions",
  laboratory: "labResultSummaries",
  questionnaires: "questionnaireSummaries",
  imaging: "imagingSummaries",
} as const satisfies Record<string, keyof Schemas["FrontPage"]>
type BlockSource = keyof typeof BLOCK_SOURCES

function unavailableSources(c: Context<SandboxEnv>): BlockSource[] | Response {
  const header = c.get("config").devTools ? c.req.header(UNAVAILABLE_HEADER) : undefined
  if (!header) return []
  const names = header.split(",").map((name) => name.trim())
  const unknown = names.filter((name) => !Object.hasOwn(BLOCK_SOURCES, name))
  if (unknown.length === 0) return names as BlockSource[]
  const message = `${unknown.join(", ")}: not one of ${Object.keys(BLOCK_SOURCES).join(", ")}`
  return validationError(c, [{ path: `header.${UNAVAILABLE_HEADER}`, message }])
}

export function frontPageOf(
  db: Db,
  loggedIn: LoggedIn,
  environment: Environment,
  lang: Lang,
  now: Date,
  unavailable: readonly BlockSource[] = [],
): Schemas["FrontPage"] {
  const { subject } = loggedIn
  const today = toIsoDate(now)
  const visits = viewableVisits(db, subject.id)
  const prescriptions = recordsOf(db, subject.id, "prescription")
  const appointments = appointmentSummariesOf(db, subject.ssn, lang, now)
  const questionnaires = invitationsOfPatient(db, loggedIn).filter(
    (invitation) => invitation.answered_at === null,
  )
  const hasEvents =
    visits.length > 0 ||
    appointments.length > 0 ||
    prescriptions.length > 0 ||
    labDays(db, subject.id).length > 0 ||
    recordsOf(db, subject.id, "referral").length > 0 ||
    invoicesOf(db, subject.id).length > 0
  const page: Schemas["FrontPage"] = {
    customer: { firstName: findPatient(db, subject.id)?.firstName ?? subject.firstName },
    mfaOnboardingParam: onboardingParam(db, loggedIn, environment, now),
    isNewCustomer: !hasEvents,
    canRenewPrescriptions: canRenewPrescriptions(db, loggedIn, prescriptions),
    appointmentSummaries: appointments,
    visitSummaries: visits.slice(0, FRONT_PAGE_ITEMS).map((visit) => visitItem(visit, lang, today)),
    prescriptions: prescriptions
      .slice(0, FRONT_PAGE_ITEMS)
      .map((prescription) => prescriptionOf(prescription, lang)),
    labResultSummaries: labSummaries(db, subject.id, lang, today),
    questionnaireSummaries: questionnaires.map((invitation) => invitationItem(db, invitation, lang)),
    imagingSummaries: imagingSummaries(db, subject.id, lang, today),
  }
  for (const source of unavailable) page[BLOCK_SOURCES[source]] = null
  return page
}

export const frontPageRoutes = new Hono<SandboxEnv>().get("/api/front-page", (c) => {
  const loggedIn = requirePersona(c)
  if (loggedIn instanceof Response) return loggedIn
  const unavailable = unavailableSources(c)
  if (unavailable instanceof Response) return unavailable
  return c.json(
    frontPageOf(c.get("db"), loggedIn, c.get("environment"), langOf(c), requestNow(c), unavailable),
  )
})
