// The personas' occupational healthcare agreements and teams.
import { toIsoDate } from "../../src/domain/dates.ts"
import type { Persona } from "../personas.ts"
import { practitionerById } from "./catalog/practitioners.ts"
import type { Schemas } from "./catalog/types.ts"

const CONTRACT_PRODUCTS = { ok: "TTH-LAAJA", "no-web-reservation": "TTH-LAKISAATEINEN" } as const

export function agreementOf(persona: Persona): Schemas["OccupationalAgreement"] {
  const { status, employerName } = persona.occupational
  if (status === "none" || !employerName) return { status: "no-occupational-healthcare" }
  return { status, employerName, contractProduct: CONTRACT_PRODUCTS[status] }
}

const DAY_MS = 86_400_000

type ProfessionalType = NonNullable<Schemas["OccupationalTeamMember"]["professionalType"]>

// Doctors, nurses and other professionals (with their role) by practitioner id; a member away has a substitute for
// a period around today. Jari's physiotherapist and psychologist take occupational appointments too.
const TEAMS: Record<
  string,
  {
    doctors: string[]
    nurses: string[]
    others?: [string, ProfessionalType][]
    away?: { id: string; substituteId: string }
  }
> = {
  jari: {
    doctors: ["20411", "20533"],
    nurses: ["20517", "20648"],
    others: [
      ["10733", "physiotherapist"],
      ["10871", "psychologist"],
    ],
    away: { id: "20411", substituteId: "10577" },
  },
  sanna: { doctors: ["20533"], nurses: ["20517"] },
}

export function teamOf(persona: Persona, now: Date): Schemas["OccupationalTeam"] {
  const agreement = agreementOf(persona)
  const team = TEAMS[persona.id]
  if (agreement.status === "no-occupational-healthcare" || !team)
    return { status: "no-occupational-healthcare" }
  const member = (id: string, professionalType: ProfessionalType): Schemas["OccupationalTeamMember"] => {
    const away = team.away?.id === id ? team.away : undefined
    return {
      professionalType,
      id,
      name: practitionerById(id)?.name ?? id,
      substituteName: away ? (practitionerById(away.substituteId)?.name ?? null) : null,
      substitutePeriod: away
        ? {
            startDate: toIsoDate(new Date(now.getTime() - 7 * DAY_MS)),
            endDate: toIsoDate(new Date(now.getTime() + 21 * DAY_MS)),
          }
        : null,
    }
  }
  return {
    status: "ok",
    employerName: agreement.employerName,
    responsibleDoctors: team.doctors.map((id) => member(id, "doctor")),
    responsibleNurses: team.nurses.map((id) => member(id, "nurse")),
    ...(team.others ? { otherProfessionals: team.others.map(([id, type]) => member(id, type)) } : {}),
  }
}
