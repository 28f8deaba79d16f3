import path from "node:path"
import { DIRECT_LOAD, LOADED_WHEN_IDLE } from "../../../scripts/size-budgets.ts"
import { BuildGraph } from "../../../scripts/size/graph.ts"
import { directLoad } from "../../../scripts/size/loads.ts"
import { MOBILE_QUERY } from "../../../src/kit/ui/hooks/useMediaQuery.ts"
import { expect, test, waitForPage } from "../fixtures.ts"
import { OUT_DIR } from "../ports.ts"

const root = path.resolve(import.meta.dirname, "../../..")

// npm run size budgets pages from the build's files alone (scripts/size-budgets.ts); the booking list at both widths:
// on a phone without the side panels' bodies, at 1280 px with them. What the browser fetches must be what the
// budget counts, or the budget measures a page nobody gets.
const PAGES = [
  { address: "/fi/ajanvaraus", budgets: { phone: "booking landing", wide: "booking landing" } },
  {
    address: "/fi/ajanvaraus/yksityisasiakas",
    budgets: { phone: "private list on a phone", wide: "private list at 1280 px" },
  },
]

test.describe("the size budgets count what the browser loads", () => {
  for (const { address, budgets } of PAGES) {
    test(`${address} fetches only the JS its budget counts, at this project's width @mobile`, async ({
      page,
    }) => {
      const wide = await page.evaluate((query) => !window.matchMedia(query).matches, MOBILE_QUERY)
      const budgetName = wide ? budgets.wide : budgets.phone
      const budget = DIRECT_LOAD[budgetName]
      if (!budget) throw new Error(`scripts/size-budgets.ts has no budget "${budgetName}"`)
      const fetched = new Set<string>()
      page.on("response", (response) => {
        const { pathname } = new URL(response.url())
        if (pathname.endsWith(".js")) fetched.add(pathname.slice(1))
      })
      await page.goto(address)
      await waitForPage(page)
      await page.waitForLoadState("networkidle")
      const graph = new BuildGraph(OUT_DIR, root)
      const { files } = directLoad(graph, root, OUT_DIR, budget)
      const uncounted = [...fetched]
        .filter((file) => !files.has(file))
        .map((file) => graph.sourceNameOf(file) ?? file)
        .filter((source) => !LOADED_WHEN_IDLE.includes(source))
      expect(uncounted).toEqual([])
    })
  }
})
