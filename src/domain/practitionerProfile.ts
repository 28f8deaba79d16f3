// spec booking §7: the provider's public site has a profile page per practitioner; the Finnish page has no
// suffix, the English one "-2" and the Swedish one "-3" (the public site's translation slugs).
import type { Lang } from "./language.ts"

const PROFILE_SUFFIX: Record<Lang, string> = { fi: "", en: "-2", sv: "-3" }
// The path on the public site is our choice (the spec gives only the id and the suffixes).
const PROFILE_PATH = "/asiantuntijat/"

/** The practitioner's public profile, e.g. https://www.aava.example/asiantuntijat/123-2 in English. */
export function practitionerProfileUrl(publicSiteUrl: string, practitionerId: string, lang: Lang): string {
  const base = publicSiteUrl.replace(/\/+$/, "")
  return `${base}${PROFILE_PATH}${encodeURIComponent(practitionerId)}${PROFILE_SUFFIX[lang]}`
}

/** Resources (rooms, devices, a nurse's reception) have no public profile. */
export function hasPublicProfile(practitioner: { isResource: boolean }): boolean {
  return !practitioner.isResource
}
