// The import rule of the house, as the repository's ESLint config holds it: a feature reaches another feature only
// through its index.ts, and the kit and the platform import no feature. Small files that exist only here are linted
// at paths in the tree; what they import is real.
import path from "node:path"
import { ESLint } from "eslint"
import { beforeAll, describe, expect, it } from "vitest"

const ROOT = path.resolve(import.meta.dirname, "../../..")
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, "eslint.config.js") })
})

/** The boundary problems of a file at `file` (from the repository's root) that imports `specifier`. */
async function boundaryProblems(file: string, specifier: string): Promise<string[]> {
  const code = `import { example } from "${specifier}"\n\nexport const used = example\n`
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "boundaries/dependencies")
    .map((message) => message.message)
}

describe("the import boundaries (eslint.config.js)", { timeout: 60_000 }, () => {
  it("fails a feature that reaches into another feature's internals", async () => {
    const problems = await boundaryProblems(
      "src/features/front/views/Example.tsx",
      "../../booking/store/area.ts",
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/feature="front".*feature="booking"/)
  })

  it("passes a feature that imports another feature's index.ts", async () => {
    expect(await boundaryProblems("src/features/front/views/Example.tsx", "../../booking/index.ts")).toEqual(
      [],
    )
  })

  it("passes a feature's own files, the kit, the platform and the domain", async () => {
    const file = "src/features/front/views/Example.tsx"
    for (const specifier of [
      "../store/area.ts",
      "../../../kit/ui/StoreContext.tsx",
      "../../../platform/routing/index.ts",
      "../../../domain/language.ts",
    ])
      expect(await boundaryProblems(file, specifier), specifier).toEqual([])
  })

  it("fails the kit importing a feature, even its index.ts", async () => {
    const problems = await boundaryProblems("src/kit/ui/Example.tsx", "../../features/booking/index.ts")
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/type "kit".*type "feature"/)
  })

  it("fails the platform importing a feature", async () => {
    const problems = await boundaryProblems(
      "src/platform/routing/example.ts",
      "../../features/booking/routes.ts",
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/type "platform".*type "feature"/)
  })

  it("fails the platform importing the kit", async () => {
    expect(
      await boundaryProblems("src/platform/api/example.ts", "../../kit/stores/Loadable.ts"),
    ).toHaveLength(1)
  })
})
