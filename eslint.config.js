import boundaries from "eslint-plugin-boundaries"
import { createNodeResolver, importX } from "eslint-plugin-import-x"
import prettier from "eslint-config-prettier"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

// The one-way import rule of the house (layers by path from the repository root; not partial matches:
// tests/unit/sandbox is a test, not the sandbox):
//   contracts → generated → src/platform (api, i18n, routing core, brand, clock) → src/kit (stores, ui)
//   → src/features/<area> → targets
// with src/domain (rules shared with the sandbox) usable from every layer of src. A feature reaches another feature
// only through that feature's index.ts; the kit and the platform import no feature.
const layers = [
  ["generated", "generated/**"],
  ["domain", "src/domain/**"],
  ["platform", "src/platform/**"],
  ["kit", "src/kit/**"],
  ["feature", "src/features/*", ["feature"]],
  ["locales", "locales/**"],
  ["targets", "targets/**"],
  ["sandbox", "sandbox/**"],
  ["scripts", "scripts/**"],
  ["tests", "tests/**"],
].map(([type, pattern, capture]) => ({ type, pattern, capture, partialMatch: false }))
const SRC = ["domain", "platform", "kit", "feature"]

const reactOnlyInViews = {
  group: ["react", "react-dom", "react-*", "mobx-react-lite"],
  message: "Only views and targets use React.",
}
const httpOnlyInApi = {
  group: ["openapi-fetch", "urql", "@urql/*"],
  message: "HTTP clients live in src/platform/api.",
}

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
})

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-*/",
      "test-results-*/",
      "generated/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "sandbox/data/",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": layers,
      "boundaries/include": ["src/**", "targets/**", "generated/**", "sandbox/**", "scripts/**", "tests/**"],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            allow("generated", ["generated"]),
            allow("domain", ["domain"]),
            allow("platform", ["platform", "domain", "generated", "locales"]),
            allow("kit", ["kit", "platform", "domain"]),
            allow("feature", ["kit", "platform", "domain"]),
            // A feature's own files, and another feature only through its index.ts
            {
              from: { element: { type: "feature" } },
              allow: {
                to: {
                  element: { type: "feature", captured: { feature: "{{ from.captured.feature }}" } },
                },
              },
            },
            {
              from: { element: { type: "feature" } },
              allow: { to: { element: { type: "feature", fileInternalPath: "index.ts" } } },
            },
            allow("targets", ["targets", ...SRC, "locales"]),
            allow("sandbox", ["sandbox", "generated", "domain"]),
            // `npm run serve` runs the web server configuration the build writes (targets/shared/webServer.ts)
            allow("scripts", ["scripts", "targets"]),
            allow("tests", ["tests", "generated", ...SRC, "targets", "sandbox", "scripts", "locales"]),
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the product's code (a cycle makes load order matter and defeats lazy areas).
    files: ["src/**/*.{ts,tsx}", "targets/**/*.{ts,tsx}", "sandbox/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["src/kit/ui/**/*.{ts,tsx}", "src/features/*/views/**/*.{ts,tsx}", "targets/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Stores hold the domain; React belongs to views and targets. Nothing but src/platform/api speaks HTTP.
    files: [
      "src/kit/stores/**",
      "src/features/*/store/**",
      "src/domain/**",
      "src/platform/routing/**",
      "src/platform/brand/**",
      "src/platform/clock/**",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [reactOnlyInViews, httpOnlyInApi] }] },
  },
  {
    files: ["src/platform/api/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [reactOnlyInViews] }] },
  },
  {
    files: ["src/kit/ui/**", "src/features/**", "src/platform/i18n/**", "targets/**"],
    ignores: ["src/features/*/store/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [httpOnlyInApi] }] },
  },
  {
    files: ["src/**", "targets/**"],
    // what the frame loaders and the kiosk's service worker send (built apart from the app) is theirs to send
    ignores: ["src/platform/api/**", "targets/shared/sendEarlyRequests.ts", "targets/kiosk/kiosk-sw.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "HTTP goes through src/platform/api." },
        { name: "XMLHttpRequest", message: "HTTP goes through src/platform/api." },
      ],
    },
  },
  prettier,
)
