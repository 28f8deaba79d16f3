// spec: languages fi (default), sv and en
export const LANGUAGES = ["fi", "sv", "en"] as const
export type Lang = (typeof LANGUAGES)[number]
export const DEFAULT_LANG: Lang = "fi"

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value)
}

// Each language is named in itself, whatever the interface language (a name, not a translation).
export const LANGUAGE_AUTONYMS: Readonly<Record<Lang, string>> = { fi: "Suomi", sv: "Svenska", en: "English" }
