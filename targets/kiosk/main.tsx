import "../../src/views/ui/tokens.css"
import "../../src/views/ui/touch.css"
import "../../src/views/ui/base.css"
import "../../src/views/kiosk/kiosk.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { I18nextProvider } from "react-i18next"
import { createBrowserRouter } from "react-router"
import { RouterProvider } from "react-router/dom"
import { DEFAULT_LANG } from "../../src/domain/language.ts"
import { createI18n } from "../../src/i18n/i18n.ts"
import { StoreProvider } from "../../src/views/StoreContext.tsx"
import { createBrowserStore, followBrand } from "../shared/boot.ts"
import { kioskRoutes } from "./routes.tsx"

// The kiosk starts every visit in the default language; the visitor chooses another on the attract screen.
async function main() {
  const store = createBrowserStore({ session: { lang: DEFAULT_LANG } })
  followBrand(store)
  const i18n = await createI18n(DEFAULT_LANG)
  const router = createBrowserRouter(kioskRoutes({ store, i18n }), { basename: "/kiosk" })
  const root = document.getElementById("root")
  if (!root) throw new Error("#root is missing from index.html")
  createRoot(root).render(
    <StrictMode>
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StoreProvider>
    </StrictMode>,
  )
}

void main()
