import type { Lang } from "../../src/domain/language.ts"

/** A text in the three interface languages. */
export type Localized = Readonly<Record<Lang, string>>

/** The same text in every language: names and record texts that are not translated. */
export function untranslated(text: string): Localized {
  return { fi: text, sv: text, en: text }
}

export function inLang(text: Localized, lang: Lang): string {
  return text[lang]
}
