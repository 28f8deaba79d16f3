import boundaries from "eslint-plugin-boundaries"
import { createNodeResolver, importX } from "eslint-plugin-import-x"
import prettier from "eslint-config-prettier"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

// The one-way import rule of the house:
// contracts → generated → src/api → src/stores → src/views → targets, with the pure layers
// (src/domain, src/routing, src/brand) usable from stores and views, and src/i18n from views.
// Layers by path from the repository root (not partial matches: tests/unit/sandbox is a test, not the sandbox).
// Inside src/views: ui is the shared view layer, each other folder a feature (shell is one too), and the two files
// at the root (StoreContext, useClock) are "views".
const VIEW_PARTS = ["views-ui", "view-feature", "views"]
const layers = [
  ["generated", "generated/**"],
  ["api", "src/api/**"],
  ["domain", "src/domain/**"],
  ["routing", "src/routing/**"],
  ["brand", "src/brand/**"],
  ["i18n", "src/i18n/**"],
  ["locales", "locales/**"],
  ["stores", "src/stores/**"],
  ["views-ui", "src/views/ui/**"],
  ["view-feature", "src/views/*", ["feature"]],
  ["views", "src/views/**"],
  ["targets", "targets/**"],
  ["sandbox", "sandbox/**"],
  ["scripts", "scripts/**"],
  ["tests", "tests/**"],
].map(([type, pattern, capture]) => ({ type, pattern, capture, partialMatch: false }))

const reactOnlyInViews = {
  group: ["react", "react-dom", "react-*", "mobx-react-lite"],
  message: "Only views and targets use React.",
}
const httpOnlyInApi = {
  group: ["openapi-fetch", "urql", "@urql/*"],
  message: "HTTP clients live in src/api.",
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
            allow("api", ["generated", "api", "domain"]),
            allow("domain", ["domain"]),
            allow("routing", ["routing", "domain"]),
            allow("brand", ["brand", "domain"]),
            allow("i18n", ["i18n", "domain", "locales"]),
            allow("stores", ["stores", "api", "domain", "routing", "brand"]),
            allow("views", ["views", "views-ui", "stores", "domain", "routing", "brand", "i18n"]),
            allow("views-ui", ["views", "views-ui", "stores", "domain", "routing", "brand", "i18n"]),
            allow("view-feature", ["views", "views-ui", "stores", "domain", "routing", "brand", "i18n"]),
            // A feature's own files, and another feature only through its index.ts (the shell exposes nothing)
            {
              from: { element: { type: "view-feature" } },
              allow: {
                to: {
                  element: { type: "view-feature", captured: { feature: "{{ from.captured.feature }}" } },
                },
              },
            },
            {
              from: { element: { type: "view-feature" } },
              allow: {
                to: {
                  element: {
                    type: "view-feature",
                    captured: { feature: "!shell" },
                    fileInternalPath: "index.ts",
                  },
                },
              },
            },
            allow("targets", [
              "targets",
              ...VIEW_PARTS,
              "stores",
              "api",
              "domain",
              "routing",
              "brand",
              "i18n",
            ]),
            allow("sandbox", ["sandbox", "generated", "domain"]),
            // `npm run serve` runs the web server configuration the build writes (targets/shared/webServer.ts)
            allow("scripts", ["scripts", "targets"]),
            allow("tests", [
              "tests",
              "generated",
              "api",
              "domain",
              "routing",
              "brand",
              "i18n",
              "stores",
              ...VIEW_PARTS,
              "targets",
              "sandbox",
              "scripts",
              "locales",
            ]),
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
    files: ["src/views/**/*.{ts,tsx}", "targets/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Stores hold the domain; React belongs to views and targets. Nothing but src/api speaks HTTP.
    files: ["src/stores/**", "src/domain/**", "src/routing/**", "src/brand/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [reactOnlyInViews, httpOnlyInApi] }] },
  },
  {
    files: ["src/views/**", "src/i18n/**", "targets/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [httpOnlyInApi] }] },
  },
  {
    files: ["src/**", "targets/**"],
    ignores: ["src/api/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "HTTP goes through src/api." },
        { name: "XMLHttpRequest", message: "HTTP goes through src/api." },
      ],
    },
  },
  prettier,
)
