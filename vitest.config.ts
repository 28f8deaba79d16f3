import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/support/setup.ts"],
    // the sandbox's database, seeded once per run for every test file's sandbox to copy
    globalSetup: ["tests/support/seedTemplate.ts"],
    restoreMocks: true,
    // Many tests seed a sandbox database of their own, which took more than the default 5 s when the 2-core machine
    // also ran a build and a browser; no test asserts a timing, so a test that hangs still fails, at 20 s
    testTimeout: 20_000,
    // A view test's sandbox starts in a worker thread in beforeAll (seeding a database, loading the server code): on
    // a busy machine that took more than the default 10 s
    hookTimeout: 30_000,
  },
})
