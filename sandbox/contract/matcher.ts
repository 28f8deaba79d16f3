// Which operation of the contract a request is: path templates as regular expressions, the most specific first.
import type { ContractOperation } from "./document.ts"

export type MatchResult =
  | { kind: "found"; operation: ContractOperation; pathParams: Record<string, string> }
  | { kind: "methodNotAllowed"; allowed: string[] }
  | { kind: "notFound" }

interface Template {
  regex: RegExp
  names: string[]
  /** Per segment: 0 static, 1 static with a parameter in it, 2 a parameter alone. */
  rank: number[]
  byMethod: Map<string, ContractOperation>
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

function compile(path: string): Omit<Template, "byMethod"> {
  const names: string[] = []
  const rank: number[] = []
  const segments = path.split("/").map((segment) => {
    const parts = segment.split(/(\{[^}]+\})/).filter((part) => part !== "")
    const params = parts.filter((part) => part.startsWith("{"))
    rank.push(params.length === 0 ? 0 : parts.length === 1 ? 2 : 1)
    return parts
      .map((part) => {
        if (!part.startsWith("{")) return escapeRegex(part)
        names.push(part.slice(1, -1))
        return "([^/]+?)"
      })
      .join("")
  })
  return { regex: new RegExp(`^${segments.join("/")}$`), names, rank }
}

// Static segments win over parameters, segment by segment from the left (OpenAPI: concrete paths match first).
function bySpecificity(a: Template, b: Template): number {
  for (let index = 0; index < Math.max(a.rank.length, b.rank.length); index++) {
    const difference = (a.rank[index] ?? 0) - (b.rank[index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

export function createMatcher(
  operations: readonly ContractOperation[],
): (method: string, path: string) => MatchResult {
  const byPath = new Map<string, Template>()
  for (const operation of operations) {
    let template = byPath.get(operation.path)
    if (!template) {
      template = { ...compile(operation.path), byMethod: new Map() }
      byPath.set(operation.path, template)
    }
    template.byMethod.set(operation.method, operation)
  }
  const templates = [...byPath.values()].sort(bySpecificity)

  return (method, path) => {
    // The methods of the most specific path that matches, for the Allow header of a 405. A less specific path
    // is not tried once a more specific one matched (DELETE /api/appointments/upcoming is 405, not a cancel of
    // the appointment "upcoming"); paths as specific as each other (ambiguous templates) all are.
    let allowed: string[] | undefined
    let first: Template | undefined
    for (const template of templates) {
      if (first && bySpecificity(first, template) !== 0) break
      const match = template.regex.exec(path)
      if (!match) continue
      first ??= template
      // HEAD is its own operation where the contract declares one (headFile), GET's otherwise.
      const operation =
        template.byMethod.get(method) ?? (method === "HEAD" ? template.byMethod.get("GET") : undefined)
      if (!operation) {
        allowed ??= [...template.byMethod.keys()]
        continue
      }
      const pathParams: Record<string, string> = {}
      try {
        template.names.forEach(
          (name, index) => (pathParams[name] = decodeURIComponent(match[index + 1] ?? "")),
        )
      } catch {
        return { kind: "notFound" }
      }
      return { kind: "found", operation, pathParams }
    }
    return allowed ? { kind: "methodNotAllowed", allowed } : { kind: "notFound" }
  }
}
