// What a visit fetches, read from the build: a target's first load, and a direct load of a route (the first load,
// the route's page modules, what the budget says the page opens, and the chunks each imports statically).
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import type { RouteBudget, Target } from "../size-budgets.ts"
import type { BuildGraph } from "./graph.ts"
import { routeModules } from "./routes.ts"

export const htmlOf = (dist: string, target: Target): string =>
  readFileSync(path.join(dist, `targets/${target}/index.html`), "utf8")

/** What the manifest says the entry imports, and whatever else the html itself loads (scripts, modulepreloads). */
export function firstLoadFiles(graph: BuildGraph, dist: string, target: Target): Set<string> {
  const refs = [...htmlOf(dist, target).matchAll(/(?:src|href)="\/([^"]+\.js)"/g)]
  return new Set([...graph.firstLoad(target), ...refs.map((match) => match[1] as string)])
}

/** A direct load of a budget's route: its JS files (from the site's root, without the slash) and its modules. */
export function directLoad(
  graph: BuildGraph,
  root: string,
  dist: string,
  budget: RouteBudget,
): { files: Set<string>; modules: string[] } {
  const files = firstLoadFiles(graph, dist, budget.target)
  const pages = routeModules(root, budget.target, budget.route)
  if (pages.length === 0)
    throw new Error(`targets/${budget.target}: the route loads no module the table names`)
  if (budget.frame) frameScripts(dist, budget.frame).forEach((file) => files.add(file))
  const modules = [...pages, ...(budget.opens ?? [])]
  for (const module of modules)
    graph.staticClosure(graph.chunkKeyOfModule(module)).forEach((file) => files.add(file))
  return { files, modules }
}

/** Every script a first frame's page names: its loader, and the entry and chunks the loader starts. */
function frameScripts(dist: string, address: string): string[] {
  const file = path.join(dist, "first-frames", `${address}.html`)
  if (!existsSync(file)) throw new Error(`the build has no first frame for ${address} (${file})`)
  return [...readFileSync(file, "utf8").matchAll(/\/(assets\/[\w-]+\.js)\b/g)].map(
    (match) => match[1] as string,
  )
}
