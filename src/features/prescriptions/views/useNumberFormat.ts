import { useCallback } from "react"
import type { NumberFormat } from "../../../domain/prescriptions.ts"
import { formatDecimal } from "../../../platform/i18n/format.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"

/** Numbers as the page's language writes them (fi/sv "0,5", en "0.5"), for the prescription subtitle. */
export function useNumberFormat(): NumberFormat {
  const lang = useCurrentLanguage()
  return useCallback((value: number) => formatDecimal(value, lang), [lang])
}
