import "../../src/kit/ui/tokens.css"
import "../../src/kit/ui/touch.css"
import "../../src/kit/ui/base.css"
import { I18nextProvider } from "react-i18next"
import { DEFAULT_LANG } from "../../src/domain/language.ts"
import { createI18n, provideLocales } from "../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../src/platform/i18n/namespaces.ts"
import { composeAndMeasure, renderIntoRoot, routerReady } from "../shared/boot.tsx"
import { KIOSK_LOCALES } from "./locales.ts"
import { composeKiosk, KIOSK_PAGES } from "./composition.ts"
import { KioskApp, startVisit } from "./KioskApp.tsx"

// The kiosk starts every visit in the default language; the visitor chooses another on the attract screen.
async function main() {
  composeAndMeasure(composeKiosk, KIOSK_PAGES)
  provideLocales(KIOSK_LOCALES)
  const i18n = await createI18n(DEFAULT_LANG, BOOT_NAMESPACES.kiosk)
  // The attract screen of the build's first frame stays until the first visit's screen is ready (the session)
  const firstVisit = startVisit(1, i18n)
  await routerReady(firstVisit.router)
  renderIntoRoot(
    <I18nextProvider i18n={i18n}>
      <KioskApp i18n={i18n} firstVisit={firstVisit} />
    </I18nextProvider>,
  )
  // The built kiosk's assets stay available offline, so the out-of-service screen shows without a network.
  if (import.meta.env.PROD && "serviceWorker" in navigator) {
    void navigator.serviceWorker.register("/kiosk-sw.js", { scope: "/kiosk" }).catch(() => undefined)
  }
}

void main()
