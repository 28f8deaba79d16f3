import { describe, expect, it } from "vitest"
import { LANGUAGES } from "../../../src/domain/language.ts"
import { BOOT_NAMESPACES, NAMESPACES } from "../../../src/platform/i18n/namespaces.ts"
import { KIOSK_SCREENS } from "../../../targets/kiosk/pages/screens.ts"
import { KIOSK_LOCALES } from "../../../targets/kiosk/locales.ts"
import { PORTAL_LOCALES } from "../../../targets/portal/locales.ts"

const pathsOf = (namespaces: Iterable<string>) =>
  LANGUAGES.flatMap((lang) => [...new Set(namespaces)].map((ns) => `../../locales/${lang}/${ns}.json`)).sort()

describe("each target's locale files", () => {
  it("the portal has every namespace in every language", () => {
    expect(Object.keys(PORTAL_LOCALES).sort()).toEqual(pathsOf(NAMESPACES))
  })

  it("the kiosk has exactly its boot namespaces and its screens' ones, in every language", () => {
    const used = [
      ...BOOT_NAMESPACES.kiosk,
      ...Object.values(KIOSK_SCREENS).flatMap((screen) => screen.namespaces),
    ]
    expect(Object.keys(KIOSK_LOCALES).sort()).toEqual(pathsOf(used))
  })
})
