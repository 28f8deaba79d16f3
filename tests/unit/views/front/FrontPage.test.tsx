// @vitest-environment happy-dom
// The logged-in front page in the portal's routes: the page, once shown, takes the load its route started as the
// session answered (one request for its data), and asks again in the language switched to.
import { act, cleanup, render, screen } from "@testing-library/react"
import { I18nextProvider } from "react-i18next"
import { createMemoryRouter, RouterProvider } from "react-router"
import { afterEach, describe, expect, it } from "vitest"
import { createI18n } from "../../../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES } from "../../../../src/platform/i18n/namespaces.ts"
import { disposeRootStore } from "../../../../src/kit/stores/RootStore.ts"
import { StoreProvider } from "../../../../src/kit/ui/StoreContext.tsx"
import { portalRoutes } from "../../../../targets/portal/routes.tsx"
import { AINO, frontBackend } from "../../targets/frontSupport.ts"

afterEach(cleanup)

describe("the logged-in front page", () => {
  it("shows the data its route asked for, asking no more, and asks again in another language", async () => {
    const texts = await createI18n("fi", BOOT_NAMESPACES.portal)
    const { store, frontPageRequests } = frontBackend(AINO, { held: false })
    const router = createMemoryRouter(portalRoutes({ store, i18n: texts }), { initialEntries: ["/fi"] })
    try {
      render(
        <StoreProvider store={store}>
          <I18nextProvider i18n={texts}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </StoreProvider>,
      )
      // the page's code loads on the way in, the first time in a test run too
      const loaded = { timeout: 20_000 }
      expect(await screen.findByRole("heading", { level: 1, name: "Hei, Aino!" }, loaded)).toBeTruthy()
      expect(await screen.findByRole("region", { name: "Ajanvaraukset" })).toBeTruthy()
      expect(frontPageRequests()).toEqual(["fi"])

      await act(() => router.navigate("/sv"))
      expect(await screen.findByRole("region", { name: "Tidsbokningar" }, loaded)).toBeTruthy()
      expect(frontPageRequests()).toEqual(["fi", "sv"])
    } finally {
      router.dispose()
      disposeRootStore(store)
    }
  })
})
