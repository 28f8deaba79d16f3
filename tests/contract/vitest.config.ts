// The conformance suite: npm run contracts:verify (scripts/contracts-verify.ts), or
//   CONTRACT_BASE_URL=http://localhost:4010 npx vitest run --config tests/contract/vitest.config.ts
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/contract/**/*.test.ts"],
    globalSetup: ["tests/contract/globalSetup.ts"],
    environment: "node",
    testTimeout: 15_000,
  },
})
