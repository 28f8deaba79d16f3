// Which source modules a route of a target loads, read from the target's route table (targets/{target}/routes.tsx,
// the target's files it imports and the feature manifests they list, src/features/*/feature.ts) with the TypeScript
// parser, so a budget names a route, never a chunk.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

/** A route of a target's table: a page by its route id, or the table's index route. */
export type RouteLocator = { routeId: string } | { index: true }

type Parsed = { file: string; source: ts.SourceFile }

const describe = (locator: RouteLocator) =>
  "routeId" in locator ? `route id ${locator.routeId}` : "the index route"

/** A relative specifier resolved from a file, repository-relative; undefined for packages. */
function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined
  const absolute = path.resolve(root, path.dirname(fromFile), specifier.split("?")[0] as string)
  const found = [absolute, `${absolute}.ts`, `${absolute}.tsx`, path.join(absolute, "index.ts")].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith(path.sep),
  )
  return path
    .relative(root, found ?? absolute)
    .split(path.sep)
    .join("/")
}

const isDynamicImport = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  node.expression.kind === ts.SyntaxKind.ImportKeyword &&
  node.arguments.length > 0 &&
  ts.isStringLiteralLike(node.arguments[0] as ts.Expression)

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node)
  node.forEachChild((child) => walk(child, visit))
}

const isManifest = (file: string) => /^src\/features\/[^/]+\/(feature|portal)\.ts$/.test(file)

/**
 * The route table's files: routes.tsx, the files of the same target it imports, statically or lazily, and the
 * feature manifests those import.
 */
function tableFiles(root: string, target: string): Parsed[] {
  const targetDir = `targets/${target}/`
  const start = `${targetDir}routes.tsx`
  if (!existsSync(path.join(root, start))) throw new Error(`${start} is missing`)
  const parsed: Parsed[] = []
  const queue = [start]
  const seen = new Set(queue)
  while (queue.length > 0) {
    const file = queue.shift() as string
    const text = readFileSync(path.join(root, file), "utf8")
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    parsed.push({ file, source })
    walk(source, (node) => {
      let specifier: string | undefined
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
        specifier = (node.moduleSpecifier as ts.StringLiteral).text
      else if (isDynamicImport(node)) specifier = (node.arguments[0] as ts.StringLiteral).text
      const resolved = specifier && resolveSpecifier(root, file, specifier)
      const follow =
        resolved !== undefined &&
        ((resolved.startsWith(targetDir) && /\.tsx?$/.test(resolved)) || isManifest(resolved))
      if (resolved && follow && !seen.has(resolved) && existsSync(path.join(root, resolved))) {
        seen.add(resolved)
        queue.push(resolved)
      }
    })
  }
  return parsed
}

/** The modules a route object loads: its lazy imports, and the imported components and functions it names. */
function modulesIn(root: string, { file, source }: Parsed, node: ts.Node): string[] {
  const importedFrom = new Map<string, string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue
    const from = (statement.moduleSpecifier as ts.StringLiteral).text
    const { name, namedBindings } = statement.importClause ?? {}
    if (name) importedFrom.set(name.text, from)
    if (namedBindings && ts.isNamedImports(namedBindings))
      for (const element of namedBindings.elements)
        if (!element.isTypeOnly) importedFrom.set(element.name.text, from)
  }
  const modules = new Set<string>()
  walk(node, (child) => {
    let specifier: string | undefined
    if (isDynamicImport(child)) specifier = (child.arguments[0] as ts.StringLiteral).text
    else if (ts.isIdentifier(child) && !isMemberName(child)) specifier = importedFrom.get(child.text)
    const resolved = specifier && resolveSpecifier(root, file, specifier)
    if (resolved) modules.add(resolved)
  })
  return [...modules]
}

/** `x` in `a.x`, `{ x: … }` or `<A x={…}>`: a name, not a reference to an import. */
const isMemberName = (node: ts.Identifier) =>
  (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) ||
  (ts.isPropertyAssignment(node.parent) && node.parent.name === node) ||
  ts.isJsxAttribute(node.parent)

const propertyName = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined

/** `name: …` directly in the object of `section: { … }`. */
const isEntryOf = (node: ts.PropertyAssignment, section: string) =>
  ts.isObjectLiteralExpression(node.parent) &&
  ts.isPropertyAssignment(node.parent.parent) &&
  propertyName(node.parent.parent) === section

/** The areas a page entry lists (`areas: ["booking", …]`). */
function areasOf(entry: ts.Expression): string[] {
  if (!ts.isObjectLiteralExpression(entry)) return []
  const areas = entry.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && propertyName(property) === "areas",
  )
  return areas && ts.isArrayLiteralExpression(areas.initializer)
    ? areas.initializer.elements.filter(ts.isStringLiteralLike).map((element) => element.text)
    : []
}

/** The module each area's model loads from, by area: the manifests' `stores: { booking: () => import(…) }`. */
function storeModules(root: string, files: Parsed[]): Map<string, string[]> {
  const modules = new Map<string, string[]>()
  for (const parsed of files)
    walk(parsed.source, (node) => {
      if (!ts.isPropertyAssignment(node) || propertyName(node) !== "stores") return
      if (!ts.isObjectLiteralExpression(node.initializer)) return
      for (const store of node.initializer.properties)
        if (ts.isPropertyAssignment(store) && propertyName(store))
          modules.set(propertyName(store) as string, modulesIn(root, parsed, store.initializer))
    })
  return modules
}

/**
 * The source modules (repository-relative) a route loads beyond the target's entry. A page of the route table is
 * the property named by its route id whose value loads a module lazily (`booking: { load: () => import(…) }`),
 * with the models of the areas it lists (their features' `stores`); the index route is the one route object with
 * `index: true`. Throws when the table has none or several.
 */
export function routeModules(root: string, target: string, locator: RouteLocator): string[] {
  const found: { file: string; modules: string[] }[] = []
  const files = tableFiles(root, target)
  const stores = storeModules(root, files)
  for (const parsed of files)
    walk(parsed.source, (node) => {
      if ("routeId" in locator) {
        if (!ts.isPropertyAssignment(node) || propertyName(node) !== locator.routeId) return
        // in a manifest, a page is an entry of its `pages` (the same name may be an area's or a screen's)
        if (isManifest(parsed.file) && !isEntryOf(node, "pages")) return
        let lazy = false
        walk(node.initializer, (child) => (lazy ||= isDynamicImport(child)))
        if (!lazy) return
        const areas = areasOf(node.initializer).flatMap((area) => stores.get(area) ?? [])
        found.push({
          file: parsed.file,
          modules: [...new Set([...modulesIn(root, parsed, node.initializer), ...areas])],
        })
      } else if (
        ts.isObjectLiteralExpression(node) &&
        node.properties.some(
          (property) =>
            ts.isPropertyAssignment(property) &&
            propertyName(property) === "index" &&
            property.initializer.kind === ts.SyntaxKind.TrueKeyword,
        )
      ) {
        found.push({ file: parsed.file, modules: modulesIn(root, parsed, node) })
      }
    })
  if (found.length === 0) throw new Error(`targets/${target}'s route table has no ${describe(locator)}`)
  if (found.length > 1)
    throw new Error(
      `targets/${target}'s route table has ${describe(locator)} more than once (${found.map((f) => f.file).join(", ")})`,
    )
  return (found[0] as { modules: string[] }).modules
}
