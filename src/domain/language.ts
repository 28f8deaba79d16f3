// spec: languages fi (default), sv and en
export const LANGUAGES = ["fi", "sv", "en"] as const
export type Lang = (typeof LANGUAGES)[number]
export const DEFAULT_LANG: Lang = "fi"

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value)
}

// Each language is named in itself, whatever the interface language (a name, not a translation).
export const LANGUAGE_AUTONYMS: Readonly<Record<Lang, string>> = { fi: "Suomi", sv: "Svenska", en: "English" }

/**
 * The language of what the provider writes (its staff's messages and titles, visit notes, diagnoses, questionnaires)
 * where the data does not say: Finnish (docs/decisions/0004). Marked with `lang` on pages in another language.
 */
export const PROVIDER_CONTENT_LANG: Lang = "fi"

/** The `lang` attribute for content in `contentLang` on a page in `pageLang`: only where the two differ. */
export function langAttributeFor(contentLang: string, pageLang: string): string | undefined {
  return contentLang.toLowerCase().split("-")[0] === pageLang ? undefined : contentLang
}
