import "../../src/views/ui/tokens.css"
import "../../src/views/ui/touch.css"
import "../../src/views/ui/base.css"
import "../../src/views/kiosk/kiosk.css"
import { createBrowserRouter } from "react-router"
import { DEFAULT_LANG } from "../../src/domain/language.ts"
import { createI18n } from "../../src/i18n/i18n.ts"
import { createBrowserStore, followBrand, mount } from "../shared/boot.tsx"
import { kioskRoutes } from "./routes.tsx"

// The kiosk starts every visit in the default language; the visitor chooses another on the attract screen.
async function main() {
  const store = createBrowserStore({ session: { lang: DEFAULT_LANG } })
  followBrand(store)
  const i18n = await createI18n(DEFAULT_LANG)
  const router = createBrowserRouter(kioskRoutes({ store, i18n }), { basename: "/kiosk" })
  mount(store, i18n, router)
}

void main()
