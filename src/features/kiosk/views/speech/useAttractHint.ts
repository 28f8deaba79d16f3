import { useContext, useEffect } from "react"
import { I18nContext } from "react-i18next"
import type { Lang } from "../../../../domain/language.ts"
import { loadNamespaces } from "../../../../platform/i18n/i18n.ts"

/** The attract screen tells how to start speech mode after this long untouched, and again after as long. */
export const ATTRACT_HINT_AFTER_MS = 45_000

/** While the attract screen is idle (and speech mode off), the spoken hint in all three languages. */
export function useAttractHint(enabled: boolean): void {
  // the instance itself (useTranslation's is a wrapper), which loadNamespaces knows
  const i18n = useContext(I18nContext)?.i18n
  useEffect(() => {
    if (!enabled || !i18n) return
    let timer: number | undefined
    const wait = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        const loadTexts = (lang: Lang) => loadNamespaces(i18n, ["kiosk"], lang)
        void import("./attractHint.ts").then(({ speakAttractHint }) => speakAttractHint(i18n, loadTexts))
        wait()
      }, ATTRACT_HINT_AFTER_MS)
    }
    wait()
    const options = { capture: true, passive: true }
    window.addEventListener("pointerdown", wait, options)
    window.addEventListener("keydown", wait, options)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener("pointerdown", wait, options)
      window.removeEventListener("keydown", wait, options)
    }
  }, [enabled, i18n])
}
