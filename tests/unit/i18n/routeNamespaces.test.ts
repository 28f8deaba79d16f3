import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { BOOT_NAMESPACES, type Namespace } from "../../../src/platform/i18n/namespaces.ts"
import { PAGES } from "../../../targets/portal/composition.ts"
import { KIOSK_SCREENS } from "../../../targets/kiosk/composition.ts"
import { ROOT, modulesOfManifest, namespacesUsedFrom } from "./moduleNamespaces.ts"

// The kiosk imports only PageTitle's StateTitleContext (through usePageTitle); the provider that reads the shell's
// page titles is the portal's.
const KIOSK_IGNORES = ["PageTitle.tsx"]

function beyondBoot(used: Map<Namespace, string[]>, boot: readonly Namespace[]): Namespace[] {
  return [...used.keys()].filter((ns) => !boot.includes(ns)).sort()
}

describe("namespaces at boot", () => {
  it("the portal's first load uses only the portal's boot namespaces", () => {
    const used = namespacesUsedFrom("targets/portal/main.tsx", { dynamic: false })
    expect(beyondBoot(used, BOOT_NAMESPACES.portal), JSON.stringify(Object.fromEntries(used))).toEqual([])
  })

  it("the kiosk's first load (the attract screen) uses only the kiosk's boot namespaces", () => {
    const used = namespacesUsedFrom("targets/kiosk/main.tsx", { dynamic: false, ignore: KIOSK_IGNORES })
    expect(beyondBoot(used, BOOT_NAMESPACES.kiosk), JSON.stringify(Object.fromEntries(used))).toEqual([])
  })
})

describe("each route declares the namespaces its code uses", () => {
  const manifests = readdirSync(path.join(ROOT, "src/features")).flatMap((name) =>
    ["feature.ts", "portal.ts"]
      .map((file) => `src/features/${name}/${file}`)
      .filter((file) => existsSync(path.join(ROOT, file))),
  )
  const portalModules = new Map(manifests.flatMap((file) => [...modulesOfManifest(file, "pages")]))

  it("reads a module for every portal page", () => {
    expect([...portalModules.keys()].sort()).toEqual(Object.keys(PAGES).sort())
  })

  for (const [routeId, page] of Object.entries(PAGES)) {
    it(`portal ${routeId}`, () => {
      const used = namespacesUsedFrom(portalModules.get(routeId)!, { dynamic: true })
      expect([...page.namespaces].sort(), JSON.stringify(Object.fromEntries(used))).toEqual(
        beyondBoot(used, BOOT_NAMESPACES.portal),
      )
    })
  }

  const kioskModules = new Map(manifests.flatMap((file) => [...modulesOfManifest(file, "kioskScreens")]))
  it("reads a module for every kiosk screen", () => {
    expect([...kioskModules.keys()].sort()).toEqual(Object.keys(KIOSK_SCREENS).sort())
  })

  for (const [name, screen] of Object.entries(KIOSK_SCREENS)) {
    it(`kiosk ${name}`, () => {
      const used = namespacesUsedFrom(kioskModules.get(name)!, { dynamic: true, ignore: KIOSK_IGNORES })
      expect([...screen.namespaces].sort(), JSON.stringify(Object.fromEntries(used))).toEqual(
        beyondBoot(used, BOOT_NAMESPACES.kiosk),
      )
    })
  }
})
