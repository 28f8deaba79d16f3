// The kiosk's first frame (targets/shared/firstFrame.ts): the attract screen in the default language, rendered once
// at build time into index.html, so that a visitor sees it before the kiosk's code has loaded. Nothing in it is
// known only at run time: no time of day, no clinic (the binding is the device's); the code replaces it whole.
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { I18nextProvider } from "react-i18next"
import { createMemoryRouter } from "react-router"
import { RouterProvider } from "react-router/dom"
import { createStoreEnv } from "../../src/platform/api/env.ts"
import { FIRST_FRAME_ORIGIN } from "../shared/frameSession.ts"
import { DEFAULT_LANG } from "../../src/domain/language.ts"
import { KIOSK_IDLE_MS, KIOSK_RESULT_MS, KIOSK_WARNING_MS } from "../../src/domain/kiosk.ts"
import { createI18n, provideLocales } from "../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../src/platform/i18n/namespaces.ts"
import { createRootStore, disposeRootStore } from "../../src/kit/stores/RootStore.ts"
import { StoreProvider } from "../../src/kit/ui/StoreContext.tsx"
import { AttractScreen } from "../../src/features/kiosk/views/AttractScreen.tsx"
import {
  DEFAULT_DISPLAY,
  KioskProvider,
  type KioskControls,
} from "../../src/features/kiosk/views/KioskContext.tsx"
import { KioskLayout } from "../../src/features/kiosk/views/KioskLayout.tsx"
import { KIOSK_BASENAME } from "../../src/features/kiosk/views/paths.ts"
import { FirstFrameContext } from "../../src/kit/ui/firstFrame.ts"
import type { RenderedFrame } from "../shared/firstFrame.ts"
import { composeKiosk, KIOSK_FEATURES } from "./composition.ts"
import { KIOSK_LOCALES } from "./locales.ts"

const nothing = () => undefined

// A bound kiosk's controls, so that the frame has both tasks; its clinic name is a blank line of the same height.
const FIRST_FRAME_CONTROLS: KioskControls = {
  binding: { clinicId: "", clinicName: "\u00a0", environment: "adult-production" },
  bind: nothing,
  unbind: nothing,
  display: DEFAULT_DISPLAY,
  setDisplay: nothing,
  chooseLanguage: nothing,
  endVisit: nothing,
  timings: { idleMs: KIOSK_IDLE_MS, warningMs: KIOSK_WARNING_MS, resultMs: KIOSK_RESULT_MS },
}

/** The attract screen, for index.html's own #root. */
export async function renderFirstFrames(): Promise<RenderedFrame[]> {
  composeKiosk()
  provideLocales(KIOSK_LOCALES)
  const i18n = await createI18n(DEFAULT_LANG, BOOT_NAMESPACES.kiosk)
  // The store is never asked for anything: no address to call, and a clock the frame does not show.
  const store = createRootStore(
    createStoreEnv({ baseUrl: FIRST_FRAME_ORIGIN, getCsrfToken: () => undefined, now: () => 0 }),
    KIOSK_FEATURES,
    { session: { lang: DEFAULT_LANG } },
  )
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <KioskLayout>
            <AttractScreen />
          </KioskLayout>
        ),
      },
    ],
    { basename: KIOSK_BASENAME, initialEntries: [`${KIOSK_BASENAME}/`] },
  )
  try {
    const html = renderToString(
      <StrictMode>
        <FirstFrameContext.Provider value={true}>
          <I18nextProvider i18n={i18n}>
            <KioskProvider value={FIRST_FRAME_CONTROLS}>
              <StoreProvider store={store}>
                <RouterProvider router={router} />
              </StoreProvider>
            </KioskProvider>
          </I18nextProvider>
        </FirstFrameContext.Provider>
      </StrictMode>,
    )
    return [{ html }]
  } finally {
    router.dispose()
    disposeRootStore(store)
  }
}
