// The one test command (`npm test`): every check CI runs, in order, stopping at the first failure.
import { spawnSync } from "node:child_process"

const steps: [string, string[]][] = [
  ["contracts: generated/ matches contracts/", ["npm", "run", "--silent", "generate:check"]],
  [
    "contracts: lint (Redocly) and the messaging operations against their schema",
    ["node", "scripts/contracts-lint.ts"],
  ],
  ["locales: every language has every key", ["node", "scripts/check-locales.ts"]],
  ["lint and format (with import boundaries)", ["npm", "run", "--silent", "lint"]],
  ["typecheck", ["npm", "run", "--silent", "typecheck"]],
  ["unit tests", ["npx", "vitest", "run"]],
  // every operation must have a case, and no case may be pending
  [
    "contracts: conformance suite against the sandbox",
    ["node", "scripts/contracts-verify.ts", "--require-all"],
  ],
  ["build both targets", ["npx", "vite", "build", "--logLevel", "warn"]],
  ["end-to-end tests in Chromium, with axe", ["npx", "playwright", "test"]],
  [
    "size budgets: first loads and direct loads of the main routes, beside the floor",
    ["node", "scripts/size.ts"],
  ],
]

for (const [title, [command, ...args]] of steps) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command as string, args, {
    stdio: "inherit",
    env: { ...process.env, CI: process.env.CI ?? "1" },
  })
  console.log(`  ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (result.status !== 0) process.exit(result.status ?? 1)
}
