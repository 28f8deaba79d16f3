// The messaging schema and the app's operations: graphql's own validation, and graphql-inspector's diff.
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import {
  GraphQLError,
  Kind,
  NoDeprecatedCustomRule,
  buildSchema,
  parse,
  specifiedRules,
  validate,
  validateSchema,
  type GraphQLSchema,
} from "graphql"
import { runTool, shown, type CheckResult } from "./files.ts"

function located(file: string, error: GraphQLError): string {
  const [at] = error.locations ?? []
  return `${shown(file)}${at ? `:${at.line}:${at.column}` : ""}  ${error.message}`
}

export async function loadSchema(file: string): Promise<{ schema?: GraphQLSchema; errors: string[] }> {
  try {
    const schema = buildSchema(await readFile(file, "utf8"), { assumeValid: true })
    const errors = validateSchema(schema).map((error) => located(file, error))
    return errors.length > 0 ? { errors } : { schema, errors }
  } catch (error) {
    return {
      errors: [error instanceof GraphQLError ? located(file, error) : `${shown(file)}  ${String(error)}`],
    }
  }
}

export async function operationFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir)
  return names
    .filter((name) => name.endsWith(".graphql"))
    .sort()
    .map((name) => path.join(dir, name))
}

/**
 * Each file holds one named operation, named as its file (the spec's names), plus its own fragments; fragment names
 * are unique across files, since codegen puts them in one module. Using a deprecated field is an error too: the
 * app should move off it before the schema drops it.
 */
export async function validateOperations(schemaFile: string, dir: string): Promise<CheckResult> {
  const what = `GraphQL  ${shown(dir)}/*.graphql against ${shown(schemaFile)}`
  const { schema, errors: schemaErrors } = await loadSchema(schemaFile)
  if (!schema) return { ok: false, summary: `✖ ${what}: the schema is invalid`, details: schemaErrors }

  const files = await operationFiles(dir)
  const details: string[] = []
  const fragmentFiles = new Map<string, string>()
  let valid = 0
  for (const file of files) {
    const problems: string[] = []
    try {
      const document = parse(await readFile(file, "utf8"))
      const operations = document.definitions.filter((node) => node.kind === Kind.OPERATION_DEFINITION)
      const expectedName = path.basename(file, ".graphql")
      if (operations.length !== 1 || operations[0]?.name?.value !== expectedName) {
        problems.push(`${shown(file)}  must hold exactly one operation, named ${expectedName}`)
      }
      for (const node of document.definitions) {
        if (node.kind !== Kind.FRAGMENT_DEFINITION) continue
        const other = fragmentFiles.get(node.name.value)
        if (other)
          problems.push(`${shown(file)}  fragment ${node.name.value} is also defined in ${shown(other)}`)
        fragmentFiles.set(node.name.value, file)
      }
      const errors = validate(schema, document, [...specifiedRules, NoDeprecatedCustomRule])
      problems.push(...errors.map((error) => located(file, error)))
    } catch (error) {
      problems.push(error instanceof GraphQLError ? located(file, error) : `${shown(file)}  ${String(error)}`)
    }
    if (problems.length === 0) valid++
    details.push(...problems)
  }
  if (files.length === 0) details.push(`${shown(dir)}  holds no .graphql operations`)
  const ok = details.length === 0
  return {
    ok,
    summary: `${ok ? "✔" : "✖"} ${what}: ${valid} of ${files.length} operations valid`,
    details,
  }
}

/** graphql-inspector diff prints one change a line: ✖ breaking, ⚠ dangerous, ✔ safe; it exits 1 on breaking. */
export async function diffGraphql(
  oldFile: string,
  newFile: string,
  labels = [shown(oldFile), shown(newFile)],
): Promise<CheckResult> {
  const what = `GraphQL  ${labels.join(" → ")} (graphql-inspector diff)`
  const result = await runTool("graphql-inspector", ["diff", oldFile, newFile])
  const lines = `${result.stdout}\n${result.stderr}`
    .split("\n")
    .map((line) => line.replace(/^\[\w+\]\s*/, ""))
  const breaking = lines.filter((line) => line.startsWith("✖")).map((line) => line.replace(/^✖\s+/, "✖ "))
  const dangerous = lines.filter((line) => line.startsWith("⚠")).map((line) => line.replace(/^⚠\s+/, "⚠ "))
  const safe = lines.filter((line) => line.startsWith("✔")).length
  if (result.code !== 0 && breaking.length === 0) {
    return {
      ok: false,
      summary: `✖ ${what}: the tool failed`,
      details: lines.filter((line) => line.trim() !== ""),
    }
  }
  const ok = result.code === 0
  const counts = `${breaking.length} breaking, ${dangerous.length} dangerous, ${safe} safe`
  const verdict = ok ? "no breaking changes" : `${breaking.length} breaking`
  return {
    ok,
    summary: `${ok ? "✔" : "✖"} ${what}: ${verdict} (${counts})`,
    details: [...breaking, ...dangerous],
  }
}
