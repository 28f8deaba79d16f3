// Rules of the patient's records (spec messaging-records-payments §2 'Lists and summaries', §3 'Clinical records',
// §4 'Referrals, lab and imaging', §5 'Lab reference range display'). Pure: the views and stores say them in words.
// The date rules of §4 (referral validity notes, 'Yesterday' between 24 and 48 hours) live with the other Helsinki
// date rules in ./dates.ts; they are re-exported here so a records view finds every rule of its area in one place.

export {
  REFERRAL_RELATIVE_NOTE_DAYS,
  referralValidity,
  relativeDateKind,
  type ReferralValidity,
  type RelativeDateKind,
} from "./dates.ts"

// spec §5 and issue 31: reference ranges, where a value stands against its range, a result day's summary; a module of
// their own so the pages that show no result (the front page) do not load them
export {
  isOutsideRange,
  rangeStanding,
  rangeSummary,
  referenceRangeText,
  type NumericResult,
  type RangeStanding,
  type RangeSummary,
  type ReferenceRange,
  type SummarisedPackage,
  type SummarisedTest,
} from "./referenceRanges.ts"

// spec §3: the number prefix comparisons
export const NUMBER_PREFIXES = ["greaterThan", "greaterThanOrEqual", "lessThan", "lessThanOrEqual"] as const
export type NumberPrefix = (typeof NUMBER_PREFIXES)[number]

const PREFIX_SYMBOLS: Record<NumberPrefix, string> = {
  greaterThan: ">",
  greaterThanOrEqual: "≥",
  lessThan: "<",
  lessThanOrEqual: "≤",
}

/** spec §3: a numeric result beyond the measurable range carries a prefix: lessThan 3 reads '<3'. */
export function prefixSymbol(prefix: NumberPrefix | null | undefined): string {
  return prefix ? PREFIX_SYMBOLS[prefix] : ""
}

/** A result day's items, or a package's: each ready or not. */
export interface ReadyItem {
  readonly isReady: boolean
}

export type ResultDayStatus = "ready" | "pending"

/** spec §4: a lab result day is ready when all its items are ready, otherwise pending (an empty day is pending). */
export function resultDayStatus(items: readonly ReadyItem[]): ResultDayStatus {
  return items.length > 0 && items.every((item) => item.isReady) ? "ready" : "pending"
}

/**
 * spec §2 'Lists and summaries': avatar initials are the first letters of each word of the name ("Mikko Laine" →
 * "ML", "Työterveyshuolto" → "T"); a word's first letter or digit, so "(Aava)" gives "A". Upper-cased in the
 * name's own script.
 */
export function avatarInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? "")
    .join("")
    .toLocaleUpperCase()
}

// spec §2: service-name keywords pick an icon. Keywords in the three languages, found anywhere in the name (Finnish
// and Swedish compound their words: "Influenssarokotus"), case and accents ignored; the first kind with a match wins.
export const SERVICE_ICONS = [
  "laboratory",
  "imaging",
  "vaccination",
  "prescription",
  "questionnaire",
  "occupational",
  "physiotherapy",
  "mentalHealth",
  "dental",
  "children",
] as const
export type ServiceIcon = (typeof SERVICE_ICONS)[number] | "service"

const SERVICE_KEYWORDS: Record<(typeof SERVICE_ICONS)[number], readonly string[]> = {
  laboratory: ["laborator", "labb", "naytteenotto", "provtagning"],
  imaging: [
    "kuvanta",
    "rontgen",
    "ultraa",
    "magneetti",
    "bilddiagnostik",
    "bildbehandling",
    "ultraljud",
    "imaging",
    "x-ray",
    "ultrasound",
  ],
  vaccination: ["rokot", "vaccin"],
  prescription: ["resept", "recept", "prescription"],
  questionnaire: ["kysely", "enkat", "survey", "questionnaire"],
  occupational: ["tyoterveys", "foretagshalsovard", "occupational"],
  physiotherapy: ["fysioterap", "physiotherap"],
  mentalHealth: ["psyk", "psych", "mielenterveys", "mental"],
  dental: ["hammas", "tandvard", "tandlak", "dental"],
  children: ["lasten", "barn", "child", "paediatr", "pediatr"],
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("fi")

/** spec §2: the icon a service's name picks by its keywords; 'service' when none matches. */
export function serviceIcon(name: string): ServiceIcon {
  const folded = fold(name)
  return (
    SERVICE_ICONS.find((icon) => SERVICE_KEYWORDS[icon].some((keyword) => folded.includes(keyword))) ??
    "service"
  )
}
