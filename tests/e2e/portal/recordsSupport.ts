// Shared steps of the records specs (visits, laboratory, imaging, the front page's blocks): the texts in the three
// languages, and going to a page from the side menu as a patient would.
import type { Page } from "@playwright/test"
import enRecords from "../../../locales/en/records.json" with { type: "json" }
import enShell from "../../../locales/en/shell.json" with { type: "json" }
import fiRecords from "../../../locales/fi/records.json" with { type: "json" }
import fiShell from "../../../locales/fi/shell.json" with { type: "json" }
import svRecords from "../../../locales/sv/records.json" with { type: "json" }
import svShell from "../../../locales/sv/shell.json" with { type: "json" }
import { expect as baseExpect } from "../fixtures.ts"

export type Lang = "fi" | "sv" | "en"

export const texts = {
  fi: { records: fiRecords, shell: fiShell },
  sv: { records: svRecords, shell: svShell },
  en: { records: enRecords, shell: enShell },
} as const

// Pages wait for code and data on a machine other test runs share: a generous wait for what the user would see
export const expect = baseExpect.configure({ timeout: 20_000 })

/** Opens the side menu and follows one of its links, landing with focus on the new page's h1. */
export async function viaMenu(page: Page, lang: Lang, label: string): Promise<void> {
  const menu = page.getByRole("navigation", { name: texts[lang].shell.menu.label })
  if (!(await menu.isVisible())) {
    await page.getByRole("button", { name: texts[lang].shell.header.openMenu, exact: true }).click()
  }
  await menu.getByRole("link", { name: label, exact: true }).click()
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
}

/** The document title of a page of ours: its route's title, then the brand. */
export function titleOf(lang: Lang, routeId: keyof (typeof fiShell)["pageTitles"]): string {
  return `${(texts[lang].shell.pageTitles as Record<string, string>)[routeId]} – Aava`
}
