// @vitest-environment happy-dom
// The information pages' texts in fi, sv and en (spec booking §2, messaging §2): the sickness fund's title and four
// tabs, the children's chat notice with its store links, the terms of use and the footer's link to them (Finnish
// only in the children's brand, whose terms add acting for a child), and the help page's Finnish-only address.
// The e2e suite walks each page once, in one language (info-pages.spec.ts).
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import enInfo from "../../../../locales/en/info.json"
import enShell from "../../../../locales/en/shell.json"
import fiInfo from "../../../../locales/fi/info.json"
import fiShell from "../../../../locales/fi/shell.json"
import svInfo from "../../../../locales/sv/info.json"
import svShell from "../../../../locales/sv/shell.json"
import type { Feature } from "../../../../src/domain/features.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import { EulaPage } from "../../../../src/features/info/views/EulaPage.tsx"
import { PikkutsattiPage } from "../../../../src/features/info/views/PikkutsattiPage.tsx"
import { SicknessFundPage } from "../../../../src/features/info/views/SicknessFundPage.tsx"
import { Footer } from "../../../../src/features/shell/views/Footer.tsx"
import { buildPath, matchPath } from "../../../../src/platform/routing/index.ts"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

const info = { fi: fiInfo, sv: svInfo, en: enInfo }
const shell = { fi: fiShell, sv: svShell, en: enShell }
const LANGS = ["fi", "sv", "en"] as const
const h1 = () => screen.getByRole("heading", { level: 1 }).textContent
type Environment = "adult-development" | "children-development"
const session = (environment: Environment, features: Feature[] = [], isLoggedIn = false) => ({
  session: { environment, features, isLoggedIn, isSessionValid: isLoggedIn },
})

describe("the sickness fund, for members", () => {
  for (const lang of LANGS)
    it(`has its title and four tabs, the first one selected (${lang})`, async () => {
      const { sicknessFund } = info[lang]
      await renderView(<SicknessFundPage />, {
        lang,
        namespaces: ["info"],
        url: buildPath("sicknessFund", lang),
        snapshot: session(
          "adult-development",
          ["sickness-fund-page", "is-finnair-sickness-fund-member"],
          true,
        ),
      })
      expect(h1()).toBe(sicknessFund.title)
      const tabs = screen
        .getByRole("tablist", { name: sicknessFund.tabsLabel })
        .querySelectorAll("[role=tab]")
      expect([...tabs].map((tab) => tab.textContent)).toEqual([
        sicknessFund.tabs.overview,
        sicknessFund.tabs.reimbursements,
        sicknessFund.tabs.instructions,
        sicknessFund.tabs.faq,
      ])
      expect(tabs[0]!.getAttribute("aria-selected")).toBe("true")
    })
})

describe("the children's chat notice (feature pikkutsatti)", () => {
  for (const lang of LANGS)
    it(`says the chat has moved to the children's app, with its store links (${lang})`, async () => {
      await renderView(<PikkutsattiPage />, {
        lang,
        namespaces: ["info"],
        url: buildPath("anonymousPikkutsatti", lang),
        snapshot: session("children-development", ["pikkutsatti"]),
      })
      const app = "Aava Lapset"
      expect(h1()).toBe(info[lang].pikkutsatti.title.replace("{{app}}", app))
      const appStore = screen.getByRole("link", {
        name: info[lang].appLinks.appStore.replace("{{app}}", app),
      })
      expect(appStore.getAttribute("href")).toMatch(/\/ios\/aava-lapset$/)
      const googlePlay = screen.getByRole("link", {
        name: info[lang].appLinks.googlePlay.replace("{{app}}", app),
      })
      expect(googlePlay.getAttribute("href")).toMatch(/\/android\/aava-lapset$/)
    })
})

describe("the terms of use", () => {
  const eulaAt = (lang: Lang, environment: Environment) =>
    renderView(() => LANGS.map((each) => ({ path: buildPath("eula", each), element: <EulaPage /> })), {
      lang,
      namespaces: ["info"],
      url: buildPath("eula", lang),
      snapshot: session(environment),
    })

  for (const lang of LANGS)
    it(`are at /${lang}/eula, and the footer's link leads there (${lang})`, async () => {
      const { router } = await eulaAt(lang, "adult-development")
      expect(router.state.location.pathname).toBe(`/${lang}/eula`)
      expect(h1()).toBe(info[lang].eula.title)
      expect(screen.queryByRole("heading", { level: 2, name: info[lang].eula.children.title })).toBeNull()
      cleanup()
      await renderView(<Footer />, { lang, snapshot: session("adult-development") })
      const link = screen.getByRole("link", { name: shell[lang].footer.terms })
      expect(link.getAttribute("href")).toBe(`/${lang}/eula`)
      // the link is named as the page it leads to
      expect(shell[lang].footer.terms).toBe(info[lang].eula.title)
    })

  for (const lang of ["sv", "en"] as const)
    it(`are Finnish only in the children's brand: /${lang}/eula and the footer lead to /fi/eula (${lang})`, async () => {
      const { router } = await eulaAt(lang, "children-development")
      expect(router.state.location.pathname).toBe("/fi/eula")
      cleanup()
      await renderView(<Footer />, { lang, snapshot: session("children-development") })
      expect(screen.getByRole("link", { name: shell[lang].footer.terms }).getAttribute("href")).toBe(
        "/fi/eula",
      )
    })

  it("of the children's brand add acting for a child", async () => {
    await eulaAt("fi", "children-development")
    expect(h1()).toBe(fiInfo.eula.title)
    expect(screen.getByRole("heading", { level: 2, name: fiInfo.eula.children.title })).toBeTruthy()
  })
})

describe("the help page", () => {
  it("is in Finnish only: other languages have no such address", () => {
    expect(matchPath("/fi/ohjeita")?.routeId).toBe("help")
    expect(matchPath("/sv/ohjeita")).toBeUndefined()
    expect(matchPath("/en/ohjeita")).toBeUndefined()
  })
})
