// The practitioners whose slots the sandbox offers.
import { OTHER_PRACTITIONERS } from "./practitionersOther.ts"
import { PRIVATE_PRACTITIONERS } from "./practitionersPrivate.ts"
import type { PractitionerData } from "./types.ts"

export const PRACTITIONERS: readonly PractitionerData[] = [...PRIVATE_PRACTITIONERS, ...OTHER_PRACTITIONERS]

const BY_ID = new Map(PRACTITIONERS.map((practitioner) => [practitioner.id, practitioner]))

export function practitionerById(id: string): PractitionerData | undefined {
  return BY_ID.get(id)
}
