import type { Lang } from "../../../domain/language.ts"
import { useStores } from "../StoreContext.tsx"

/** The interface language; the portal sets it from the URL, the kiosk from the visitor's choice. */
export function useCurrentLanguage(): Lang {
  return useStores().session.lang
}
