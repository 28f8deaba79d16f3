import type { i18n } from "i18next"
import { Navigate, Outlet, type RouteObject } from "react-router"
import type { Lang } from "../../src/domain/language.ts"
import { changeLanguage } from "../../src/i18n/i18n.ts"
import type { RootStore } from "../../src/stores/RootStore.ts"
import { AttractScreen } from "../../src/views/kiosk/AttractScreen.tsx"
import { KioskLayout } from "../../src/views/kiosk/KioskLayout.tsx"
import { KioskError } from "./KioskError.tsx"

type Deps = { store: RootStore; i18n: i18n }

export function kioskRoutes({ store, i18n }: Deps): RouteObject[] {
  const chooseLanguage = async (lang: Lang) => {
    await changeLanguage(i18n, lang)
    store.session.setLang(lang)
  }
  return [
    {
      path: "/",
      loader: async () => {
        await store.session.ensureLoaded()
        return null
      },
      shouldRevalidate: () => store.session.status !== "loaded",
      element: (
        <KioskLayout>
          <Outlet />
        </KioskLayout>
      ),
      errorElement: <KioskError />,
      children: [
        { index: true, element: <AttractScreen onChooseLanguage={(lang) => void chooseLanguage(lang)} /> },
        // A kiosk has no address bar: any other address returns to the attract screen.
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ]
}
