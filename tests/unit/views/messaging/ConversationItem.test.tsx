// @vitest-environment happy-dom
// When a thread's latest message was sent, as the list says it (spec messaging §4, §9): the relative time with the
// moment beside it under 48 hours, only the moment from then on, never a date and the same date again
// ("25.11.2026 (keskiviikko 25.11.2026 9:20)").
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { fixedClock } from "../../../../src/domain/clock.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import type { ConversationSummary } from "../../../../src/features/messaging/store/types.ts"
import { ConversationItem } from "../../../../src/features/messaging/views/ConversationItem.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"

// Friday 27 November 2026, 12:00 in Helsinki
const NOW = Date.parse("2026-11-27T12:00:00+02:00")

afterEach(cleanup)

function conversation(created: string): ConversationSummary {
  return {
    id: "101",
    title: { kind: "title", text: "Kysymys reseptistä" },
    isActive: true,
    created,
    isUnread: false,
    latestMessage: {
      id: "1",
      created,
      content: "Hei",
      deleted: false,
      author: { kind: "professional", id: "p1", firstName: "Liisa", lastName: "Lääkäri", title: undefined },
    },
  }
}

async function sentText(lang: Lang, created: string): Promise<string> {
  await renderView(
    <ul>
      <ConversationItem conversation={conversation(created)} />
    </ul>,
    { lang, namespaces: ["messaging"], env: fakeStoreEnv({ now: fixedClock(NOW) }) },
  )
  const time = screen.getByRole("listitem").querySelector("time")!
  expect(time.getAttribute("datetime")).toBe(created)
  return time.textContent ?? ""
}

// Wednesday 25 November 2026, 9:20 in Helsinki: 50 h 40 min before NOW
const OLDER = "2026-11-25T07:20:00Z"
// Thursday 26 November 2026, 9:20: 26 h 40 min before NOW
const YESTERDAY = "2026-11-26T07:20:00Z"
// Friday 27 November 2026, 10:00: 2 h before NOW
const RECENT = "2026-11-27T08:00:00Z"

describe("a conversation's time in the list", () => {
  it("from 48 hours on is the moment alone, its date once (fi, sv, en)", async () => {
    const expected: Record<Lang, string> = {
      fi: "keskiviikko 25.11.2026 9:20",
      sv: "onsdag 25.11.2026 9:20",
      en: "Wednesday 25 November 2026, 9:20",
    }
    for (const lang of ["fi", "sv", "en"] as const) {
      expect(await sentText(lang, OLDER)).toBe(expected[lang])
      cleanup()
    }
  })

  it("under 48 hours is the relative time with the moment beside it (fi, sv, en)", async () => {
    const expected: Record<Lang, [string, string]> = {
      fi: ["Eilen (torstai 26.11.2026 9:20)", "2 t sitten (perjantai 27.11.2026 10:00)"],
      sv: ["I går (torsdag 26.11.2026 9:20)", "för 2 timmar sedan (fredag 27.11.2026 10:00)"],
      en: ["Yesterday (Thursday 26 November 2026, 9:20)", "2 hr ago (Friday 27 November 2026, 10:00)"],
    }
    for (const lang of ["fi", "sv", "en"] as const) {
      expect(await sentText(lang, YESTERDAY)).toBe(expected[lang][0])
      cleanup()
      expect(await sentText(lang, RECENT)).toBe(expected[lang][1])
      cleanup()
    }
  })
})
