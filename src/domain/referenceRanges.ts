// Reference ranges (spec messaging-records-payments §3 'Clinical records', §5 'Lab reference range display'): how a
// range reads, where a numeric result stands against it, and a result day's summary of its values (issue 31). Pure;
// re-exported by ./records.ts with the area's other rules.

import type { NumberPrefix } from "./records.ts"

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

/** A package of tests: its tests are counted one by one. */
export interface SummarisedPackage {
  readonly items: readonly SummarisedTest[]
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
 * separately that the day is not complete); each ready value is outside, within, or without a range; a package's
 * tests count one by one.
 */
export function rangeSummary(tests: readonly (SummarisedTest | SummarisedPackage)[]): RangeSummary {
  let outside = 0
  let within = 0
  let withoutRange = 0
  for (const test of tests.flatMap((item) => ("items" in item ? item.items : [item]))) {
    if (!test.isReady || !test.result) continue
    const standing = test.result.type === "numeric" ? rangeStanding(test.result, test.referenceRange) : "none"
    if (isOutsideRange(standing)) outside++
    else if (standing === "within") within++
    else withoutRange++
  }
  return { outside, within, withoutRange }
}
