// @vitest-environment happy-dom
// The kiosk keeps no drafts (issue 31): a visit's store has a draft storage that keeps nothing, so nothing one
// visitor types is there for the next, whatever a feature writes.
import { getEnv } from "mobx-state-tree"
import { describe, expect, it } from "vitest"
import type { StoreEnv } from "../../../src/platform/api/env.ts"
import { DEFAULT_LANG } from "../../../src/domain/language.ts"
import { createI18n } from "../../../src/platform/i18n/i18n.ts"
import { startVisit } from "../../../targets/kiosk/KioskApp.tsx"

describe("a kiosk visit's drafts", () => {
  it("keep nothing, in memory or in the tab's storage", async () => {
    const visit = startVisit(1, await createI18n(DEFAULT_LANG, []))
    const { drafts } = getEnv<StoreEnv>(visit.store)
    drafts.write("questionnaires.9071", JSON.stringify({ kysymys: "vastaus" }))
    expect(drafts.read("questionnaires.9071")).toBeUndefined()
    expect(sessionStorage.length).toBe(0)
    visit.router.dispose()
  })
})
