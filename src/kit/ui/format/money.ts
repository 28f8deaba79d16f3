import type { Lang } from "../../../domain/language.ts"

const LOCALES: Record<Lang, string> = { fi: "fi-FI", sv: "sv-FI", en: "en-GB" }

// A list formats a price per card: each format is made once (making one loads the locale's data, the costly part)
const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`
  let made = formats.get(key)
  if (!made) formats.set(key, (made = new Intl.NumberFormat(LOCALES[lang], options)))
  return made
}

/** Euros with two decimals in the page language: fi/sv "28,20 €", en "€28.20" (spec booking §9). */
export function formatEuros(amount: number, lang: Lang): string {
  return numberFormat(lang, { style: "currency", currency: "EUR" }).format(amount)
}

/** A quantity in the page language: fi/sv "1,5", en "1.5" (at most two decimals). */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang, { maximumFractionDigits: 2 }).format(value)
}

/** A percentage such as a VAT rate in the page language: fi/sv "25,5 %", en "25.5%". */
export function formatPercent(percent: number, lang: Lang): string {
  return numberFormat(lang, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100)
}
