import { useCurrentLanguage } from "./useCurrentLanguage.ts"

/**
 * The language of what the provider writes (its staff's messages and titles, visit notes, diagnoses, questionnaires)
 * where the data does not say: Finnish (docs/decisions/0004).
 */
export const PROVIDER_CONTENT_LANG = "fi"

/**
 * The `lang` attribute for content in `contentLang` (the provider's Finnish where the data does not say) on the page
 * shown: undefined where it is the page's own language (WCAG 3.1.2, docs/decisions/0004).
 */
export function useContentLang(contentLang: string = PROVIDER_CONTENT_LANG): string | undefined {
  const pageLang = useCurrentLanguage()
  return contentLang.toLowerCase().split("-")[0] === pageLang ? undefined : contentLang
}
