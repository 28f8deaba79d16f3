import type { Rollup } from "vite"
import { describe, expect, it } from "vitest"
import {
  framePage,
  framePageFileName,
  framePageAddress,
  chunksOfModule,
  stylesheetsOfModule,
} from "../../../targets/shared/framePages.ts"

const ROOT = "/project"
const LIST = `${ROOT}/src/features/booking/views/AppointmentListPage.tsx`

function chunk(fileName: string, modules: string[], imports: string[], css: string[]): Rollup.OutputChunk {
  return {
    type: "chunk",
    fileName,
    facadeModuleId: modules[0] ?? null,
    moduleIds: modules,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk
}

const asset = (fileName: string, source: string) =>
  ({ type: "asset", fileName, source }) as unknown as Rollup.OutputAsset

// The entry (its stylesheet already in index.html), the list page's chunk and a chunk it shares with others.
const BUNDLE: Rollup.OutputBundle = {
  "assets/portal-A1.js": chunk(
    "assets/portal-A1.js",
    [`${ROOT}/targets/portal/main.tsx`],
    [],
    ["assets/E0.css"],
  ),
  "assets/L1.js": chunk(
    "assets/L1.js",
    [LIST, `${ROOT}/src/features/booking/views/ResultsSection.tsx`],
    ["assets/S2.js"],
    ["assets/L1.css"],
  ),
  "assets/S2.js": chunk(
    "assets/S2.js",
    [`${ROOT}/src/kit/ui/tabs/Tabs.tsx`],
    ["assets/portal-A1.js"],
    ["assets/S2.css"],
  ),
  "assets/B3.js": chunk("assets/B3.js", [`${ROOT}/locales/sv/booking.json`], [], []),
  "assets/E0.css": asset("assets/E0.css", ".shell{}"),
  "assets/L1.css": asset("assets/L1.css", ".booking-list{}"),
  "assets/S2.css": asset("assets/S2.css", ".tabs{}"),
}

const INDEX = `<!doctype html>
<html lang="fi">
  <head>
    <title>Ajanvaraus</title>
    <script type="module" crossorigin src="/assets/portal-A1.js"></script>
    <link rel="stylesheet" href="/assets/E0.css" disabled><style>.shell{}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

describe("a page's first frame in a page of its own", () => {
  it("links the stylesheets of the page's chunk and of the chunks it imports, each once, in load order", () => {
    expect(stylesheetsOfModule(BUNDLE, LIST)).toEqual(["assets/E0.css", "assets/S2.css", "assets/L1.css"])
    expect(() => stylesheetsOfModule(BUNDLE, `${ROOT}/src/views/Missing.tsx`)).toThrow(/no built chunk/)
  })

  it("knows the page's chunk and the chunks it imports, imports first", () => {
    expect(chunksOfModule(BUNDLE, LIST).map((chunk) => chunk.fileName)).toEqual([
      "assets/portal-A1.js",
      "assets/S2.js",
      "assets/L1.js",
    ])
  })

  it("has the page's language, its title (as text) and its stylesheets inlined, none of the index's twice", () => {
    const page = framePage(
      INDEX,
      {
        html: "<h1/>",
        address: "/sv/tidsbokning/privat-kund",
        lang: "sv",
        title: "Tidsbokning <&> – Aava",
        modules: ["src/features/booking/views/AppointmentListPage.tsx", "locales/sv/booking.json"],
      },
      BUNDLE,
      ROOT,
    )
    expect(page).toContain('<html lang="sv">')
    expect(page).toContain("<title>Tidsbokning &lt;&amp;&gt; – Aava</title>")
    expect(page.match(/E0\.css/g)).toHaveLength(1)
    expect(page).toContain('<link rel="stylesheet" href="/assets/S2.css" disabled><style>.tabs{}</style>')
    expect(page).toContain(
      '<link rel="stylesheet" href="/assets/L1.css" disabled><style>.booking-list{}</style>',
    )
    expect(page.indexOf("S2.css")).toBeLessThan(page.indexOf("L1.css"))
  })

  it("preloads the page's chunks and its texts' that the index does not load already", () => {
    const page = framePage(
      INDEX,
      {
        html: "<h1/>",
        modules: ["src/features/booking/views/AppointmentListPage.tsx", "locales/sv/booking.json"],
      },
      BUNDLE,
      ROOT,
    )
    const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
    expect(preloads.map((match) => match[1])).toEqual(["/assets/S2.js", "/assets/L1.js", "/assets/B3.js"])
  })

  it("names the page's file by its address, and refuses what is not one", () => {
    expect(framePageFileName("/fi/ajanvaraus/yksityisasiakas")).toBe(
      "first-frames/fi/ajanvaraus/yksityisasiakas.html",
    )
    for (const address of ["", "/", "/fi/../etc", "/fi/a b", "fi/ajanvaraus"])
      expect(() => framePageFileName(address)).toThrow(/not a page's address/)
  })
})

describe("the address a built frame page is for", () => {
  it("is the inverse of the page's file name", () => {
    for (const address of ["/fi/ajanvaraus/yksityisasiakas", "/en/booking/private-customer", "/sv/a"])
      expect(framePageAddress(framePageFileName(address))).toBe(address)
  })

  it("is none for any other built file", () => {
    for (const file of [
      "targets/portal/index.html",
      "first-frames/fi/ajanvaraus/yksityisasiakas.html.br",
      "first-frames/index.html.map",
      "first-frames/../etc.html",
      "assets/first-frames/fi/a.html",
      "first-frames/fi/a b.html",
    ])
      expect(framePageAddress(file)).toBeUndefined()
  })
})
