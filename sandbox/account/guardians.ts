// A child's guardians (children's brand, at most 2): the first from the population register, with its masked
// identity code; the my-information form replaces them.
import type { components } from "../../generated/openapi.ts"
import type { Db, DbModule } from "../db/database.ts"
import { PERSONAS } from "../personas.ts"
import { maskSsn } from "./patients.ts"

export type Guardian = components["schemas"]["Guardian"]

const GUARDIANS_DDL = [
  `CREATE TABLE IF NOT EXISTS guardians (
      child_persona_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      phone TEXT NOT NULL,
      email TEXT NOT NULL,
      same_address INTEGER NOT NULL,
      street TEXT,
      postal_code TEXT,
      post_office TEXT,
      obfuscated_ssn TEXT,
      PRIMARY KEY (child_persona_id, position)
    )`,
]

const SEEDED_GUARDIANS: Record<string, readonly Omit<Guardian, "obfuscatedSsn">[]> = {
  eino: [
    {
      name: "Mikko Korhonen",
      phone: "+358501231234",
      emailAddress: "mikko.korhonen@example.fi",
      isGuardianHasSameAddress: true,
      streetAddress: null,
      zipCode: null,
      postOffice: null,
    },
    {
      name: "Laura Korhonen",
      phone: "+358501239876",
      emailAddress: "laura.korhonen@example.fi",
      isGuardianHasSameAddress: false,
      streetAddress: "Kulosaarentie 8 B 14",
      zipCode: "00570",
      postOffice: "Helsinki",
    },
  ],
  // the flow persona Jukka's child: her guardians change in tests/e2e/portal/guardians.spec.ts
  ilona: [
    {
      name: "Jukka Vainio",
      phone: "+358407771200",
      emailAddress: "jukka.vainio@example.fi",
      isGuardianHasSameAddress: true,
      streetAddress: null,
      zipCode: null,
      postOffice: null,
    },
  ],
  // the flow persona Petri's child, not yet a patient (tests/e2e/portal/registration-guardian.spec.ts)
  lumi: [
    {
      name: "Petri Lehtinen",
      phone: "+358405556600",
      emailAddress: "petri.lehtinen@example.fi",
      isGuardianHasSameAddress: true,
      streetAddress: null,
      zipCode: null,
      postOffice: null,
    },
  ],
}

/** The seeded guardians; the first is the guardian persona, whose identity code shows masked. */
function seedGuardians(db: Db): void {
  for (const [childId, guardians] of Object.entries(SEEDED_GUARDIANS)) {
    const guardianPersona = PERSONAS.find((persona) => persona.childIds?.includes(childId))
    guardians.forEach((guardian, position) => {
      const obfuscatedSsn = position === 0 && guardianPersona ? maskSsn(guardianPersona.ssn) : null
      insertGuardian(db, childId, position, { ...guardian, obfuscatedSsn })
    })
  }
}

export const guardiansModule: DbModule = { name: "guardians", ddl: GUARDIANS_DDL, seed: seedGuardians }

function insertGuardian(db: Db, childId: string, position: number, guardian: Guardian): void {
  db.prepare(
    `INSERT INTO guardians (child_persona_id, position, name, phone, email, same_address, street, postal_code,
       post_office, obfuscated_ssn) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    childId,
    position,
    guardian.name,
    guardian.phone,
    guardian.emailAddress,
    guardian.isGuardianHasSameAddress ? 1 : 0,
    guardian.streetAddress,
    guardian.zipCode,
    guardian.postOffice,
    guardian.obfuscatedSsn,
  )
}

type GuardianRow = {
  name: string
  phone: string
  email: string
  same_address: number
  street: string | null
  postal_code: string | null
  post_office: string | null
  obfuscated_ssn: string | null
}

export function guardiansOf(db: Db, childId: string): Guardian[] {
  const rows = db
    .prepare("SELECT * FROM guardians WHERE child_persona_id = ? ORDER BY position")
    .all(childId) as GuardianRow[]
  return rows.map((row) => ({
    name: row.name,
    phone: row.phone,
    emailAddress: row.email,
    isGuardianHasSameAddress: row.same_address === 1,
    streetAddress: row.street,
    zipCode: row.postal_code,
    postOffice: row.post_office,
    obfuscatedSsn: row.obfuscated_ssn,
  }))
}

/** Replaces the child's guardians; the first keeps its masked identity code (it comes from the register). */
export function replaceGuardians(
  db: Db,
  childId: string,
  guardians: readonly Omit<Guardian, "obfuscatedSsn">[],
) {
  const firstSsn = guardiansOf(db, childId)[0]?.obfuscatedSsn ?? null
  db.prepare("DELETE FROM guardians WHERE child_persona_id = ?").run(childId)
  guardians.forEach((guardian, position) =>
    insertGuardian(db, childId, position, { ...guardian, obfuscatedSsn: position === 0 ? firstSsn : null }),
  )
}
