// The Finnish personal identity code (henkilötunnus), spec booking §5 and messaging §5:
// ddmmyy, a century separator, a three-digit individual number and a check character.

// spec: the check character is the remainder (mod 31) of the nine digits, indexed into this alphabet
export const CHECK_CHARACTERS = "0123456789ABCDEFHJKLMNPRSTUVWXY"
export const SSN_MAX_LENGTH = 11

const CENTURY_BY_SEPARATOR: Readonly<Record<string, number>> = {
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
  "-": 1900,
  U: 1900,
  V: 1900,
  W: 1900,
  X: 1900,
  Y: 1900,
  "+": 1800,
}

// spec: the check character is one of 0-9 and A-Y without G, I, O, Q and Z (the CHECK_CHARACTERS)
const SHAPE = /^(\d{2})(\d{2})(\d{2})([A-F\-+U-Y])(\d{3}|[A-Z]{2}\d)([0-9A-FHJ-NPR-Y])$/

export type ParsedSsn = {
  birthDate: { year: number; month: number; day: number }
  individualNumber: string
  sex: "female" | "male"
  /** A development-style code: two letters and a digit in place of the individual number. */
  isDevelopmentCode: boolean
}

/** spec: upper-cased and trimmed before validation. */
export function normalizeSsn(input: string): string {
  return input.trim().toUpperCase()
}

export function checkCharacterFor(sixDateDigits: string, individualNumber: string): string {
  const index = Number(`${sixDateDigits}${individualNumber}`) % 31
  return CHECK_CHARACTERS[index] as string
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Parses a normalized identity code, or gives undefined when it is not valid. Development-style codes are
 * accepted only when `allowDevelopmentCodes` is set (spec: "only if allowed by configuration").
 */
export function parseSsn(
  value: string,
  options: { allowDevelopmentCodes?: boolean } = {},
): ParsedSsn | undefined {
  const match = SHAPE.exec(value)
  if (!match) return undefined
  const [, dd, mm, yy, separator, individual, check] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const century = CENTURY_BY_SEPARATOR[separator]
  if (century === undefined) return undefined
  const year = century + Number(yy)
  const month = Number(mm)
  const day = Number(dd)
  if (!isRealDate(year, month, day)) return undefined
  const isDevelopmentCode = /^[A-Z]{2}\d$/.test(individual)
  if (isDevelopmentCode) {
    if (!options.allowDevelopmentCodes) return undefined
  } else if (checkCharacterFor(`${dd}${mm}${yy}`, individual) !== check) {
    return undefined
  }
  const lastDigit = Number(individual.at(-1))
  return {
    birthDate: { year, month, day },
    individualNumber: individual,
    sex: lastDigit % 2 === 0 ? "female" : "male",
    isDevelopmentCode,
  }
}

export function isValidSsn(value: string, options: { allowDevelopmentCodes?: boolean } = {}): boolean {
  return parseSsn(normalizeSsn(value), options) !== undefined
}

/** The birth date of a valid code as yyyy-MM-dd (for age rules such as Kela65 and "a child is under 18"). */
export function birthDateOf(value: string): string | undefined {
  const parsed = parseSsn(normalizeSsn(value), { allowDevelopmentCodes: true })
  if (!parsed) return undefined
  const { year, month, day } = parsed.birthDate
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
}

/** spec: the check-in code is the last 4 characters; the 4th may be any check character, the others digits. */
export const CHECK_IN_CODE_LENGTH = 4

export function isCheckInCodeCharacter(character: string, position: number): boolean {
  if (character.length !== 1) return false
  if (/^\d$/.test(character)) return true
  return position === CHECK_IN_CODE_LENGTH - 1 && CHECK_CHARACTERS.includes(character.toUpperCase())
}
