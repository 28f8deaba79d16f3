import { langAttributeFor, PROVIDER_CONTENT_LANG } from "../../../domain/language.ts"
import { useCurrentLanguage } from "./useCurrentLanguage.ts"

/**
 * The `lang` attribute for content in `contentLang` (the provider's Finnish unless the data says otherwise) on the
 * page shown: undefined where it is the page's own language (WCAG 3.1.2, docs/decisions/0004).
 */
export function useContentLang(contentLang: string = PROVIDER_CONTENT_LANG): string | undefined {
  return langAttributeFor(contentLang, useCurrentLanguage())
}
