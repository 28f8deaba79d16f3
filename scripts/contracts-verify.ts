// `npm run contracts:verify -- --base-url <url>`: the conformance suite (tests/contract) against a server. Without
// --base-url it starts the sandbox in the test runner's process and runs against that.
//   --only <ids-or-tags>  only these operations or tags (comma-separated; also CONTRACT_ONLY)
//   --require-all         run pending cases and fail on operations without a case (also CONTRACT_REQUIRE_ALL=1)
import { spawnSync } from "node:child_process"
import path from "node:path"
import { parseArgs } from "node:util"
import { root } from "./contracts/files.ts"

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    only: { type: "string" },
    "require-all": { type: "boolean", default: false },
  },
})

const env: NodeJS.ProcessEnv = { ...process.env }
const baseUrl = values["base-url"]
if (baseUrl !== undefined) {
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    console.error(`--base-url must be an http(s) URL, not ${baseUrl}`)
    process.exit(2)
  }
  env.CONTRACT_BASE_URL = baseUrl
} else {
  delete env.CONTRACT_BASE_URL
}
if (values.only !== undefined) env.CONTRACT_ONLY = values.only
if (values["require-all"]) env.CONTRACT_REQUIRE_ALL = "1"

const vitest = path.join(root, "node_modules", ".bin", "vitest")
const config = path.join(root, "tests", "contract", "vitest.config.ts")
const result = spawnSync(vitest, ["run", "--config", config, "--reporter=verbose"], {
  cwd: root,
  env,
  stdio: "inherit",
})
process.exitCode = result.status ?? 1
