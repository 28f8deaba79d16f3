// Timeline items (list rows and front-page summaries) for each kind of record, in the requested language.
import type { components } from "../../generated/openapi.ts"
import type { Lang } from "../../src/domain/language.ts"
import { dayOffset } from "./days.ts"
import { avatarOf, practitionerById, SPECIALTIES } from "./practitioners.ts"
import type { Stored, StoredImagingResult, StoredLabTest } from "./store.ts"
import type { Localized } from "./text.ts"

export type TimelineItem = components["schemas"]["TimelineItem"]

// Our rule for 'new to the patient' (the sandbox does not track what was seen): a week for visits and referrals,
// two weeks for results; open questionnaires always.
const NEW_VISIT_DAYS = 7
const NEW_RESULT_DAYS = 14

const LABORATORY: Localized = { fi: "Laboratorio", sv: "Laboratorium", en: "Laboratory" }
const IMAGING: Localized = { fi: "Kuvantaminen", sv: "Bildbehandling", en: "Imaging" }
const LAB_RESULTS: Localized = {
  fi: "Laboratoriotulokset",
  sv: "Laboratorieresultat",
  en: "Laboratory results",
}
const IMAGING_RESULTS: Localized = {
  fi: "Kuvantamistulokset",
  sv: "Bildbehandlingsresultat",
  en: "Imaging results",
}
const REFERRAL_TITLES: Record<"laboratory" | "imaging", Localized> = {
  laboratory: { fi: "Laboratoriolähete", sv: "Laboratorieremiss", en: "Laboratory referral" },
  imaging: { fi: "Kuvantamislähete", sv: "Bildbehandlingsremiss", en: "Imaging referral" },
}

const isRecent = (day: string, today: string, days: number) => day >= dayOffset(today, -days) && day <= today

export function visitItem(visit: Stored<"visit">, lang: Lang, today: string): TimelineItem {
  const practitioner = practitionerById(visit.body.practitionerId)
  return {
    id: `visit-${visit.id}`,
    avatar: avatarOf(practitioner.id),
    title: SPECIALTIES[visit.body.specialty][lang],
    subtitle: practitioner.name,
    date: visit.day,
    dateTime: visit.body.dateTime,
    validUntilDate: null,
    link: { route: "visit", params: { id: visit.id } },
    highlighted: isRecent(visit.day, today, NEW_VISIT_DAYS),
  }
}

export function referralItem(referral: Stored<"referral">, lang: Lang, today: string): TimelineItem {
  const { body } = referral
  return {
    id: `${body.type}-referral-${referral.id}`,
    avatar: avatarOf(body.practitionerId),
    title: REFERRAL_TITLES[body.type][lang],
    subtitle: body.title[lang],
    date: body.creationDate,
    dateTime: null,
    validUntilDate: body.validUntil,
    link: {
      route: body.type === "laboratory" ? "laboratoryReferral" : "imagingReferral",
      params: { id: referral.id },
    },
    highlighted: body.validUntil >= today && isRecent(body.creationDate, today, NEW_VISIT_DAYS),
  }
}

/** One day of laboratory results. */
export function labDayItem(
  date: string,
  tests: readonly StoredLabTest[],
  lang: Lang,
  today: string,
): TimelineItem {
  return {
    id: `laboratory-result-${date}`,
    avatar: { type: "service", name: LABORATORY[lang] },
    title: LAB_RESULTS[lang],
    subtitle: tests.map(({ test }) => test.displayName).join(", "),
    date,
    dateTime: null,
    validUntilDate: null,
    link: { route: "laboratoryResult", params: { date } },
    highlighted: isRecent(date, today, NEW_RESULT_DAYS),
  }
}

/** One day of imaging results. */
export function imagingDayItem(
  date: string,
  results: readonly StoredImagingResult[],
  lang: Lang,
  today: string,
): TimelineItem {
  const names = results.flatMap((result) => (result.examinationName ? [result.examinationName] : []))
  return {
    id: `imaging-result-${date}`,
    avatar: { type: "service", name: IMAGING[lang] },
    title: IMAGING_RESULTS[lang],
    subtitle: names.length > 0 ? names.join(", ") : null,
    date,
    dateTime: null,
    validUntilDate: null,
    link: { route: "imagingResult", params: { imagingDate: date } },
    highlighted: isRecent(date, today, NEW_RESULT_DAYS),
  }
}

/** Groups records by a day, keeping the newest-first order of the input. */
export function byDay<T>(items: readonly T[], dayOf: (item: T) => string): [day: string, items: T[]][] {
  const days = new Map<string, T[]>()
  for (const item of items) {
    const day = dayOf(item)
    days.set(day, [...(days.get(day) ?? []), item])
  }
  return [...days.entries()]
}
