import type { i18n } from "i18next"
import { createMemoryRouter } from "react-router"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestSandbox, type TestSandbox } from "../../support/sandbox.ts"
import { createStoreEnv } from "../../../src/platform/api/env.ts"
import type { Lang } from "../../../src/domain/language.ts"
import { changeLanguage, createI18n, loadNamespaces } from "../../../src/platform/i18n/i18n.ts"
import { BOOT_NAMESPACES, type Namespace } from "../../../src/platform/i18n/namespaces.ts"
import { buildPath } from "../../../src/platform/routing/index.ts"
import { createRootStore, disposeRootStore, type RootStore } from "../../../src/kit/stores/RootStore.ts"
import type { PageHandle } from "../../../src/features/shell/views/PageShell.tsx"
import { portalRoutes } from "../../../targets/portal/routes.tsx"
import { testClock } from "../../support/clock.ts"
import { ALL_FEATURES, ALL_NAMESPACES } from "../../support/features.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

function loaded(instance: i18n, lang: Lang): Namespace[] {
  return ALL_NAMESPACES.filter((ns) => instance.hasResourceBundle(lang, ns)).sort()
}

describe("namespaces of the texts", () => {
  it("loads only the boot namespaces at start, and a route's namespaces in the language asked for", async () => {
    const instance = await createI18n("fi", BOOT_NAMESPACES.portal)
    expect(loaded(instance, "fi")).toEqual(["common", "shell"])
    await loadNamespaces(instance, ["booking"])
    expect(loaded(instance, "fi")).toEqual(["booking", "common", "shell"])
    expect(instance.t("landing.title", { ns: "booking" })).not.toBe("landing.title")
    await loadNamespaces(instance, ["profile"], "sv")
    expect(loaded(instance, "sv")).toEqual(["profile"])
  })

  it("a language change loads every namespace in use in the new language before it changes", async () => {
    const instance = await createI18n("fi", BOOT_NAMESPACES.kiosk)
    await loadNamespaces(instance, ["booking"])
    const seen: Namespace[][] = []
    instance.on("languageChanged", (lng) => seen.push(loaded(instance, lng as Lang)))
    await changeLanguage(instance, "sv")
    expect(instance.language).toBe("sv")
    expect(seen).toEqual([["booking", "common", "kiosk"]])
    expect(loaded(instance, "en")).toEqual([])
  })

  it("a namespace asked for while the language changes is loaded in the new language", async () => {
    const instance = await createI18n("fi", BOOT_NAMESPACES.kiosk)
    const changing = changeLanguage(instance, "en")
    await loadNamespaces(instance, ["booking"])
    await changing
    expect(loaded(instance, "en")).toEqual(["booking", "common", "kiosk"])
  })
})

describe("the portal's routes", () => {
  let store: RootStore
  afterEach(() => disposeRootStore(store))

  function portal(instance: i18n, path: string) {
    const env = createStoreEnv({ now: testClock, baseUrl: sandbox.url, getCsrfToken: () => undefined })
    store = createRootStore(env, ALL_FEATURES, { session: { lang: "fi" } })
    return createMemoryRouter(portalRoutes({ store, i18n: instance }), { initialEntries: [path] })
  }

  async function settled(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
    await new Promise<void>((resolve) => {
      const check = () => router.state.initialized && router.state.navigation.state === "idle"
      if (check()) return resolve()
      const stop = router.subscribe(() => {
        if (!check()) return
        stop()
        resolve()
      })
    })
    expect(router.state.errors).toBeNull()
  }

  const shownPage = (router: ReturnType<typeof createMemoryRouter>) =>
    (router.state.matches.at(-1)?.route.handle as PageHandle | undefined)?.title

  it("a route's namespace is loaded on entering it, not at boot, and follows a language switch", async () => {
    const instance = await createI18n("fi", BOOT_NAMESPACES.portal)
    const router = portal(instance, buildPath("login", "fi"))
    await settled(router)
    expect(shownPage(router)).toBe("login")
    expect(loaded(instance, "fi")).toEqual(["account", "common", "shell"])

    await router.navigate(buildPath("booking", "fi"))
    await settled(router)
    expect(shownPage(router)).toBe("booking")
    expect(loaded(instance, "fi")).toEqual(["account", "booking", "common", "shell"])

    await router.navigate(buildPath("booking", "sv"))
    await settled(router)
    expect(shownPage(router)).toBe("booking")
    expect(instance.language).toBe("sv")
    // The pages already shown keep their texts in the new language
    expect(loaded(instance, "sv")).toEqual(["account", "booking", "common", "shell"])
    expect(loaded(instance, "en")).toEqual([])
    router.dispose()
  })
})
