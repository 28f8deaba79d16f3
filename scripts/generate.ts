// Generates typed clients' types from contracts/ into generated/.
//   node scripts/generate.ts          write generated/
//   node scripts/generate.ts --check  exit 1 when generated/ differs from what contracts/ produce (CI drift check)
import { readdir, readFile, writeFile, mkdir } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import path from "node:path"
import { generate as graphqlCodegen } from "@graphql-codegen/cli"
import openapiTS, { astToString } from "openapi-typescript"
import * as prettier from "prettier"
import { parse as parseYaml } from "yaml"

const root = fileURLToPath(new URL("..", import.meta.url))
const generatedDir = path.join(root, "generated")

interface Output {
  file: string
  sources: string[]
  content: string
}

async function openapiTypes(): Promise<Output> {
  const source = "contracts/openapi.yaml"
  const ast = await openapiTS(new URL(source, `file://${root}/`), { silent: true })
  return { file: "openapi.ts", sources: [source], content: astToString(ast) }
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const

/**
 * A runtime table of the contract's operations (method, path template, operationId), so an error report can name
 * the failing operation instead of a path whose identifiers had to be blanked out.
 */
async function openapiOperations(): Promise<Output> {
  const source = "contracts/openapi.yaml"
  const contract = parseYaml(await readFile(path.join(root, source), "utf8")) as {
    paths: Record<string, Partial<Record<string, { operationId?: string }>>>
  }
  const rows: string[] = []
  for (const [template, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const operationId = item[method]?.operationId
      if (!operationId) continue
      rows.push(
        `[${JSON.stringify(method.toUpperCase())}, ${JSON.stringify(template)}, ${JSON.stringify(operationId)}],`,
      )
    }
  }
  const content = `import type { operations as Operations } from "./openapi.ts"

/** Every operation of the contract as [method, path template, operationId]. */
export const operations = [
${rows.join("\n")}
] as const satisfies readonly (readonly [string, string, keyof Operations])[]
`
  return { file: "operations.ts", sources: [source], content }
}

async function messagingDocuments(): Promise<Output> {
  const schema = "contracts/messaging.graphql"
  const documents = "contracts/messaging/*.graphql"
  // graphql-codegen 7: the `typescript` plugin next to typescript-operations emits duplicate names
  const [result] = await graphqlCodegen(
    {
      cwd: root,
      schema,
      documents,
      silent: true,
      generates: {
        "messaging.ts": {
          plugins: ["typescript-operations", "typed-document-node"],
          config: {
            useTypeImports: true,
            enumType: "string-literal",
            // The custom scalars travel as strings (contracts/messaging.graphql documents their formats).
            scalars: { DateTime: "string", Date: "string" },
            strictScalars: true,
          },
        },
      },
    },
    false,
  )
  if (!result) throw new Error("graphql-codegen produced no output")
  return { file: "messaging.ts", sources: [schema, documents], content: result.content }
}

async function format(output: Output): Promise<string> {
  const header = `// generated from ${output.sources.join(" and ")} by npm run generate; do not edit\n\n`
  const options = await prettier.resolveConfig(path.join(root, "package.json"))
  return prettier.format(header + output.content, { ...options, parser: "typescript" })
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8")
  } catch {
    return undefined
  }
}

async function main(check: boolean): Promise<number> {
  const outputs = await Promise.all([openapiTypes(), openapiOperations(), messagingDocuments()])
  const expected = new Map<string, string>()
  for (const output of outputs) expected.set(output.file, await format(output))

  if (!check) {
    await mkdir(generatedDir, { recursive: true })
    for (const [file, content] of expected) await writeFile(path.join(generatedDir, file), content)
    console.log(`generated ${[...expected.keys()].map((file) => `generated/${file}`).join(", ")}`)
    return 0
  }

  const drift: string[] = []
  for (const [file, content] of expected) {
    const actual = await readIfExists(path.join(generatedDir, file))
    if (actual === undefined) drift.push(`generated/${file} is missing`)
    else if (actual !== content) drift.push(`generated/${file} differs from what contracts/ produce`)
  }
  const present = await readdir(generatedDir).catch(() => [] as string[])
  for (const file of present) {
    if (!expected.has(file)) drift.push(`generated/${file} is not produced by any contract`)
  }
  if (drift.length > 0) {
    console.error(drift.join("\n"))
    console.error("Run `npm run generate` and commit the result.")
    return 1
  }
  console.log("generated/ is up to date with contracts/")
  return 0
}

process.exitCode = await main(process.argv.includes("--check"))
