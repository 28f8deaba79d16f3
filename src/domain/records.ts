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

export interface ReferenceRange {
  readonly min: number | null
  readonly max: number | null
}

/**
 * spec §5: a reference range reads 'min-max unit' with both ends, '>min' with only a minimum and '<max' with only
 * a maximum; nothing without either. Numbers come through `formatNumber` (a decimal comma in Finnish and Swedish).
 */
export function referenceRangeText(
  range: ReferenceRange | null | undefined,
  unit: string | null | undefined,
  formatNumber: (value: number) => string = String,
): string {
  if (!range) return ""
  const { min, max } = range
  if (min !== null && max !== null)
    return unit
      ? `${formatNumber(min)}-${formatNumber(max)} ${unit}`
      : `${formatNumber(min)}-${formatNumber(max)}`
  if (min !== null) return `>${formatNumber(min)}`
  if (max !== null) return `<${formatNumber(max)}`
  return ""
}

/**
 * Where a numeric result stands against its range: the laboratory's own verdict (isWithinReferenceRange) decides
 * within or outside; 'high' and 'low' say which side when the value and the range tell; 'none' without a range.
 */
export type RangeStanding = "within" | "high" | "low" | "outside" | "none"

export interface NumericResult {
  readonly resultNumber: number
  readonly prefix: NumberPrefix | null
  readonly isWithinReferenceRange: boolean | null
}

/**
 * Where a value stands by its number alone, for a result the laboratory gave no verdict on: below the range's low
 * end or above its high end is outside (the ends themselves are within); a prefixed value counts only when every
 * value it allows is on one side ('<3' against 5-10 is low, '>3' against 1-10 cannot be told and is 'none').
 */
function standingByValue(result: NumericResult, range: ReferenceRange | null | undefined): RangeStanding {
  const min = range?.min ?? null
  const max = range?.max ?? null
  if (min === null && max === null) return "none"
  const value = result.resultNumber
  const upTo = result.prefix === "lessThan" || result.prefix === "lessThanOrEqual"
  const from = result.prefix === "greaterThan" || result.prefix === "greaterThanOrEqual"
  // the smallest and largest values the result allows; a strict prefix excludes its own number
  const lowest = upTo ? -Infinity : value
  const highest = from ? Infinity : value
  if (min !== null && (highest < min || (result.prefix === "lessThan" && highest === min))) return "low"
  if (max !== null && (lowest > max || (result.prefix === "greaterThan" && lowest === max))) return "high"
  if ((min === null || lowest >= min) && (max === null || highest <= max)) return "within"
  return "none"
}

/**
 * The one rule of within or outside: the laboratory's verdict (isWithinReferenceRange) when it gives one, otherwise
 * the number against the range's ends (below the low end or above the high end is outside).
 */
export function rangeStanding(
  result: NumericResult,
  range: ReferenceRange | null | undefined,
): RangeStanding {
  if (result.isWithinReferenceRange === null) return standingByValue(result, range)
  if (result.isWithinReferenceRange) return "within"
  const value = result.resultNumber
  if (range?.max !== null && range?.max !== undefined && value > range.max) return "high"
  if (range?.min !== null && range?.min !== undefined && value < range.min) return "low"
  // A prefixed value at the edge ('≤5' against a minimum of 15, '>250' against a maximum of 200)
  if (result.prefix === "lessThan" || result.prefix === "lessThanOrEqual") return "low"
  if (result.prefix === "greaterThan" || result.prefix === "greaterThanOrEqual") return "high"
  return "outside"
}

/** Outside the reference range, whichever side. */
export function isOutsideRange(standing: RangeStanding): boolean {
  return standing === "high" || standing === "low" || standing === "outside"
}

/** A single test of a result day as the summary reads it: ready or not, its result and its range. */
export interface SummarisedTest {
  readonly isReady: boolean
  readonly referenceRange: ReferenceRange | null
  readonly result: ({ readonly type: "numeric" } & NumericResult) | { readonly type: "textual" } | null
}

/** How a result day's ready values stand: outside their range, within it, or with no range to stand against. */
export interface RangeSummary {
  readonly outside: number
  readonly within: number
  /** Textual results, and numbers without a range (or whose side cannot be told): counted, not judged. */
  readonly withoutRange: number
}

/**
 * Issue 31: a result day's summary ('1 value outside the reference range'). Only ready results count (the page says
 * separately that the day is not complete); each ready value is outside, within, or without a range.
 */
export function rangeSummary(tests: readonly SummarisedTest[]): RangeSummary {
  let outside = 0
  let within = 0
  let withoutRange = 0
  for (const test of tests) {
    if (!test.isReady || !test.result) continue
    const standing = test.result.type === "numeric" ? rangeStanding(test.result, test.referenceRange) : "none"
    if (isOutsideRange(standing)) outside++
    else if (standing === "within") within++
    else withoutRange++
  }
  return { outside, within, withoutRange }
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
