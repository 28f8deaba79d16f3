// Redocly CLI (pinned in package.json; `diff` is experimental in 2.x) with its JSON reports turned into short lines.
import { root, runTool, shown, type CheckResult } from "./files.ts"

interface LintProblem {
  ruleId: string
  severity: "error" | "warn"
  message: string
  location: { source: { ref: string }; pointer?: string; start?: { line: number; col: number } }[]
}

interface LintReport {
  totals: { errors: number; warnings: number }
  problems: LintProblem[]
}

function toolFailure(what: string, output: { stdout: string; stderr: string }): CheckResult {
  const lines = `${output.stdout}\n${output.stderr}`.split("\n").filter((line) => line.trim() !== "")
  return { ok: false, summary: `✖ ${what}: the tool failed`, details: lines }
}

function parseJson<T>(text: string): T | undefined {
  const start = text.indexOf("{")
  if (start < 0) return undefined
  try {
    return JSON.parse(text.slice(start)) as T
  } catch {
    return undefined
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`

export async function lintOpenApi(file: string): Promise<CheckResult> {
  const what = `OpenAPI  ${shown(file)} (redocly lint, redocly.yaml)`
  const result = await runTool("redocly", [
    "lint",
    file,
    "--config",
    `${root}/redocly.yaml`,
    "--format",
    "json",
  ])
  const report = parseJson<LintReport>(result.stdout)
  if (!report) return toolFailure(what, result)
  const details = report.problems.map((problem) => {
    const [at] = problem.location
    const where = at?.start ? `${shown(at.source.ref)}:${at.start.line}:${at.start.col}` : (at?.pointer ?? "")
    const severity = problem.severity === "error" ? "error  " : "warning"
    return `${where}  ${severity}  ${problem.message} (${problem.ruleId})`
  })
  const { errors, warnings } = report.totals
  const ok = errors === 0 && result.code === 0
  const verdict = `${plural(errors, "error")}, ${plural(warnings, "warning")}`
  return { ok, summary: `${ok ? "✔" : "✖"} ${what}: ${verdict}`, details }
}

interface DiffChange {
  path: string
  kind: string
  impact: "major" | "minor" | "patch"
  verdicts: { ruleId: string; impact: string; message: string }[]
}

interface DiffReport {
  summary: { major: number; minor: number; patch: number }
  changes: DiffChange[]
}

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"])

/** "#/paths/~1api~1things/get/responses/200" → "GET /api/things responses/200" */
export function describePointer(pointer: string): string {
  const parts = pointer
    .replace(/^#\//, "")
    .split("/")
    .map((part) => decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~"))
  if (parts[0] === "paths" && parts.length >= 2) {
    const [, route, method, ...rest] = parts
    if (method && METHODS.has(method)) return `${method.toUpperCase()} ${route} ${rest.join("/")}`.trim()
    return [route, method, ...rest].filter(Boolean).join(" ")
  }
  return parts.join("/")
}

/** Breaking means `major` in redocly diff's rating; --fail-on=major makes the exit code agree. */
export async function diffOpenApi(
  oldFile: string,
  newFile: string,
  labels = [shown(oldFile), shown(newFile)],
): Promise<CheckResult> {
  const what = `OpenAPI  ${labels.join(" → ")} (redocly diff --fail-on=major)`
  const result = await runTool("redocly", [
    "diff",
    oldFile,
    newFile,
    "--fail-on=major",
    "--format=json",
    "--config",
    `${root}/redocly.yaml`,
  ])
  const report = parseJson<DiffReport>(result.stdout)
  // Without diff rules (redocly.yaml must extend diff-recommended) every change rates as a patch.
  if (!report || result.stderr.includes("No diff rules are on")) return toolFailure(what, result)
  const details = report.changes
    .filter((change) => change.impact === "major")
    .flatMap((change) => {
      const where = describePointer(change.path)
      if (change.verdicts.length === 0) return [`✖ ${where}: ${change.kind}`]
      return change.verdicts
        .filter((verdict) => verdict.impact === "major")
        .map((verdict) => `✖ ${where}: ${verdict.message} (${verdict.ruleId})`)
    })
  const { major, minor, patch } = report.summary
  const ok = major === 0 && result.code === 0
  const verdict = ok ? "no breaking changes" : `${plural(major, "breaking change")}`
  return {
    ok,
    summary: `${ok ? "✔" : "✖"} ${what}: ${verdict} (${major} major, ${minor} minor, ${patch} patch)`,
    details,
  }
}
