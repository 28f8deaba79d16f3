import { readdirSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { LANGUAGES } from "../../../src/domain/language.ts"
import { BOOT_NAMESPACES } from "../../../src/platform/i18n/namespaces.ts"
import { KIOSK_SCREENS } from "../../../targets/kiosk/composition.ts"
import { KIOSK_LOCALES } from "../../../targets/kiosk/locales.ts"
import { PORTAL_LOCALES } from "../../../targets/portal/locales.ts"
import { ALL_NAMESPACES } from "../../support/features.ts"

const pathsOf = (namespaces: Iterable<string>) =>
  LANGUAGES.flatMap((lang) => [...new Set(namespaces)].map((ns) => `../../locales/${lang}/${ns}.json`)).sort()

describe("each target's locale files", () => {
  it("each locale file is common or a namespace of exactly one feature", () => {
    const files = readdirSync(path.resolve(import.meta.dirname, "../../../locales/fi"))
    expect(files.map((file) => file.replace(/\.json$/, "")).sort()).toEqual([...ALL_NAMESPACES].sort())
  })

  it("the portal has every namespace in every language", () => {
    expect(Object.keys(PORTAL_LOCALES).sort()).toEqual(pathsOf(ALL_NAMESPACES))
  })

  it("the kiosk has exactly its boot namespaces and its screens' ones, in every language", () => {
    const used = [
      ...BOOT_NAMESPACES.kiosk,
      ...Object.values(KIOSK_SCREENS).flatMap((screen) => screen.namespaces),
    ]
    expect(Object.keys(KIOSK_LOCALES).sort()).toEqual(pathsOf(used))
  })
})
