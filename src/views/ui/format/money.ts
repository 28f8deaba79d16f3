import type { Lang } from "../../../domain/language.ts"

const LOCALES: Record<Lang, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" }

/** Euros with two decimals in the page language: fi/sv "28,20 €", en "€28.20" (spec booking §9). */
export function formatEuros(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "EUR" }).format(amount)
}
