// @vitest-environment happy-dom
// The logged-in front page in the portal's routes: the page, once shown, takes the load its route started as the
// session answered (one request for its data), and asks again in the language switched to.
import { act, cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { disposeRootStore } from "../../../../src/kit/stores/RootStore.ts"
import { portalRoutes } from "../../../../targets/portal/routes.tsx"
import { renderView } from "../../../support/renderView.tsx"
import { AINO, frontBackend } from "../../targets/frontSupport.ts"

afterEach(cleanup)

describe("the logged-in front page", () => {
  it("shows the data its route asked for, asking no more, and asks again in another language", async () => {
    const { store, frontPageRequests } = frontBackend(AINO, { held: false })
    const { router } = await renderView(({ texts }) => portalRoutes({ store, i18n: texts }), {
      lang: "fi",
      store,
      url: "/fi",
    })
    try {
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
