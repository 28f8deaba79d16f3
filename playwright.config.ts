import { existsSync } from "node:fs"
import { defineConfig, devices } from "@playwright/test"
import { OUT_DIR, SANDBOX_PORT, WEB_PORT } from "./tests/e2e/ports.ts"

const baseURL = `http://localhost:${WEB_PORT}`

// Debian's Chromium where it is installed (CI machines here); Playwright's own browser elsewhere.
const systemChromium = "/usr/bin/chromium"
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    }
  : {}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // axe runs on every page state, several a test, and a list page's run takes seconds on a 2-core machine
  timeout: 60_000,
  // as long as the app's own limit for one request (10 s, src/platform/api/transport.ts): what a page shows after a slow
  // answer is waited for, never timed
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // Recording a trace costs every test about a sixth of its time; a failure is reproduced with `--trace on`
    trace: "off",
    screenshot: "only-on-failure",
    timezoneId: "Europe/Helsinki",
    launchOptions,
  },
  projects: [
    { name: "portal", testDir: "tests/e2e/portal", use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "portal-mobile",
      testDir: "tests/e2e/portal",
      grep: /@mobile/,
      use: { ...devices["Pixel 7"], launchOptions },
    },
    { name: "kiosk", testDir: "tests/e2e/kiosk", use: { ...devices["Galaxy Tab S9"], launchOptions } },
  ],
  webServer: [
    {
      command: `node sandbox/main.ts`,
      // From the seed on every run, and a response that breaks the contract fails the test that caused it.
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_DATABASE: ":memory:",
        SANDBOX_STRICT_RESPONSES: "1",
        // the client's address is X-Forwarded-For's when nginx (on this machine) passes the request on
        SANDBOX_TRUSTED_PROXIES: "127.0.0.1,::1",
        // npm run test:clocks: the whole run at one moment (the browser follows, tests/e2e/clock.ts)
        ...(process.env.E2E_NOW ? { SANDBOX_NOW: process.env.E2E_NOW } : {}),
      },
      url: `http://localhost:${SANDBOX_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // what production runs: nginx with the configuration the build wrote (scripts/serve.ts)
      command: `node scripts/serve.ts`,
      env: {
        PORT: String(WEB_PORT),
        HOST: "127.0.0.1",
        BACKEND_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        DIST: OUT_DIR,
      },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
