import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { DIRECT_LOAD } from "../../../scripts/size-budgets.ts"
import { BuildGraph, packageOf } from "../../../scripts/size/graph.ts"
import { judge, KiB } from "../../../scripts/size/judge.ts"
import { routeModules } from "../../../scripts/size/routes.ts"

const repoRoot = path.resolve(import.meta.dirname, "../../..")
const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/** A folder of files (path → content) under a fresh temporary root. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "size-test-"))
  folders.push(root)
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), content)
  }
  return root
}

const map = (...sources: string[]) => JSON.stringify({ version: 3, sources, mappings: "" })

describe("routeModules (the route tables)", () => {
  const table = {
    "targets/web/routes.tsx": [
      'import { Home } from "../../src/views/Home.tsx"',
      'import { PAGES } from "./pages/index.ts"',
      "export const routes = [{ index: true, element: <Wrap><Home kind={PAGES} /></Wrap> }]",
    ].join("\n"),
    "targets/web/pages/index.ts": 'export { PAGES } from "./lists.ts"',
    "targets/web/pages/lists.ts": [
      "export const PAGES = {",
      '  list: { load: async () => (await import("../../../src/views/List.tsx")).List },',
      '  "other": { load: () => import("../../../src/views/Other.tsx") },',
      "  notAPage: { title: 'list' },",
      "}",
    ].join("\n"),
  }

  it("finds a page by its route id, through the files the table imports", () => {
    const root = tree(table)
    expect(routeModules(root, "web", { routeId: "list" })).toEqual(["src/views/List.tsx"])
    expect(routeModules(root, "web", { routeId: "other" })).toEqual(["src/views/Other.tsx"])
  })

  it("finds the index route's imported components, not local ones", () => {
    expect(routeModules(tree(table), "web", { index: true })).toEqual([
      "src/views/Home.tsx",
      "targets/web/pages/index.ts",
    ])
  })

  it("fails loudly for a route the table lacks or has twice", () => {
    const root = tree(table)
    expect(() => routeModules(root, "web", { routeId: "notAPage" })).toThrow(/has no route id notAPage/)
    const twice = tree({
      ...table,
      "targets/web/pages/more.ts": 'export const MORE = { list: { load: () => import("./x.tsx") } }',
      "targets/web/pages/index.ts": 'export { PAGES } from "./lists.ts"\nexport { MORE } from "./more.ts"',
    })
    expect(() => routeModules(twice, "web", { routeId: "list" })).toThrow(/more than once/)
    expect(() => routeModules(root, "missing", { index: true })).toThrow(/routes.tsx is missing/)
  })

  it("resolves every budgeted route of the real tables to files that exist", () => {
    for (const [name, budget] of Object.entries(DIRECT_LOAD)) {
      const modules = routeModules(repoRoot, budget.target, budget.route)
      expect(modules.length, name).toBeGreaterThan(0)
      for (const module of modules) expect(existsSync(path.join(repoRoot, module)), module).toBe(true)
    }
  })
})

describe("BuildGraph (manifest and source maps)", () => {
  const manifest = {
    "targets/web/index.html": {
      file: "assets/web.js",
      src: "targets/web/index.html",
      isEntry: true,
      imports: ["_shared.js"],
      dynamicImports: ["src/views/List.tsx"],
      css: ["assets/web.css"],
    },
    "_shared.js": { file: "assets/shared.js", imports: ["_runtime.js"] },
    "_runtime.js": { file: "assets/runtime.js" },
    "src/views/List.tsx": {
      file: "assets/List.js",
      src: "src/views/List.tsx",
      isDynamicEntry: true,
      imports: ["_shared.js", "_widgets.js"],
    },
    "_widgets.js": { file: "assets/widgets.js" },
  }
  const built = (entryMap = true) =>
    tree({
      "dist/.vite/manifest.json": JSON.stringify(manifest),
      "dist/assets/web.js": "console.log('web')",
      ...(entryMap ? { "dist/assets/web.js.map": map("../../targets/web/main.tsx") } : {}),
      "dist/assets/shared.js": "export const a = 1",
      "dist/assets/shared.js.map": map(
        "../../node_modules/@urql/core/dist/core.js",
        "../../src/views/Home.tsx",
      ),
      "dist/assets/runtime.js": "export {}",
      "dist/assets/List.js": "export const List = 1",
      "dist/assets/List.js.map": map("../../src/views/List.tsx"),
      "dist/assets/widgets.js": "export const w = 1",
      "dist/assets/widgets.js.map": map("../../node_modules/react-aria-components/dist/Button.mjs"),
    })

  it("takes a first load as the entry and its static imports, transitively", () => {
    const root = built()
    const graph = new BuildGraph(path.join(root, "dist"), root)
    expect([...graph.firstLoad("web")].sort()).toEqual([
      "assets/runtime.js",
      "assets/shared.js",
      "assets/web.js",
    ])
  })

  it("finds a module's chunk as its own entry or inside a shared chunk, and fails for none", () => {
    const root = built()
    const graph = new BuildGraph(path.join(root, "dist"), root)
    expect(graph.chunkKeyOfModule("src/views/List.tsx")).toBe("src/views/List.tsx")
    expect(graph.chunkKeyOfModule("src/views/Home.tsx")).toBe("_shared.js")
    expect([...graph.staticClosure("src/views/List.tsx")].sort()).toEqual([
      "assets/List.js",
      "assets/runtime.js",
      "assets/shared.js",
      "assets/widgets.js",
    ])
    expect(() => graph.chunkKeyOfModule("src/views/Gone.tsx")).toThrow(/in no chunk/)
  })

  it("names the packages in a set of chunks", () => {
    const root = built()
    const graph = new BuildGraph(path.join(root, "dist"), root)
    expect([...graph.packagesIn(graph.firstLoad("web"))]).toEqual(["@urql/core"])
    expect([...graph.packagesIn(graph.staticClosure("src/views/List.tsx"))]).toContain(
      "react-aria-components",
    )
  })

  it("refuses a build without source maps", () => {
    const root = built(false)
    expect(() => new BuildGraph(path.join(root, "dist"), root)).toThrow(/build.sourcemap/)
  })

  it("reads package names from source paths", () => {
    expect(packageOf("../../node_modules/react-dom/cjs/react-dom.production.js")).toBe("react-dom")
    expect(packageOf("node_modules/.pnpm/x/node_modules/@urql/core/dist/a.js")).toBe("@urql/core")
    expect(packageOf("src/views/List.tsx")).toBeUndefined()
  })
})

describe("judge (goals and ceilings)", () => {
  const floor = 100 * KiB

  it("holds the ceiling when one is set, and reports the goal beside it", () => {
    expect(judge(120 * KiB, { goal: 1.05, ceilingKiB: 121 }, floor)).toMatchObject({
      limit: 121 * KiB,
      over: false,
      goal: 105 * KiB,
      goalMet: false,
    })
    expect(judge(122 * KiB, { goal: 1.05, ceilingKiB: 121 }, floor).over).toBe(true)
  })

  it("holds the goal when there is no ceiling", () => {
    expect(judge(106 * KiB, { goal: 1.05 }, floor)).toMatchObject({ limit: 105 * KiB, over: true })
    expect(judge(104 * KiB, { goal: 1.05 }, floor)).toMatchObject({ over: false, goalMet: true })
  })

  it("advises a lower ceiling, or none once the goal is met", () => {
    expect(judge(110.01 * KiB, { ceilingKiB: 120 }, floor).advice).toBe(
      "the ceiling can come down to 110.1 KiB",
    )
    expect(judge(120 * KiB, { ceilingKiB: 120 }, floor).advice).toBeUndefined()
    expect(judge(100 * KiB, { goal: 1.05, ceilingKiB: 120 }, floor).advice).toMatch(/goal is met/)
  })

  it("refuses a budget with neither", () => {
    expect(() => judge(1, {}, floor)).toThrow(/goal or a ceiling/)
  })
})
