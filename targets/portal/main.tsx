import "../../src/views/ui/tokens.css"
import "../../src/views/ui/base.css"
import "../../src/views/shell/shell.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { I18nextProvider } from "react-i18next"
import { createBrowserRouter } from "react-router"
import { RouterProvider } from "react-router/dom"
import { DEFAULT_LANG, isLang } from "../../src/domain/language.ts"
import { createI18n } from "../../src/i18n/i18n.ts"
import { StoreProvider } from "../../src/views/StoreContext.tsx"
import { createBrowserStore, followBrand } from "../shared/boot.ts"
import { portalRoutes } from "./routes.tsx"

async function main() {
  const firstSegment = window.location.pathname.split("/")[1]
  const lang = isLang(firstSegment) ? firstSegment : DEFAULT_LANG
  const store = createBrowserStore({ session: { lang } })
  followBrand(store)
  const i18n = await createI18n(lang)
  const router = createBrowserRouter(portalRoutes({ store, i18n }))
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
