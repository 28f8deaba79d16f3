import { describe, expect, it } from "vitest"
import { kioskFiles, kioskPrecache } from "../../../targets/kiosk/pwaPlugin.ts"

// A build's outputs as the kiosk's plugin sees them: the kiosk entry with a static and a lazy import, the portal's
// entry with a chunk of its own, and the kiosk's page with the first frame's loader.
const chunk = (
  fileName: string,
  more: { isEntry?: boolean; name?: string; imports?: string[]; lazy?: string[] },
) => ({
  type: "chunk" as const,
  fileName,
  isEntry: more.isEntry ?? false,
  name: more.name ?? "",
  imports: more.imports ?? [],
  dynamicImports: more.lazy ?? [],
  viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
})
const BUNDLE = {
  "assets/kiosk-K1.js": chunk("assets/kiosk-K1.js", {
    isEntry: true,
    name: "kiosk",
    imports: ["assets/S1.js"],
    lazy: ["assets/L1.js"],
  }),
  "assets/S1.js": chunk("assets/S1.js", {}),
  "assets/L1.js": chunk("assets/L1.js", {}),
  "assets/portal-P1.js": chunk("assets/portal-P1.js", {
    isEntry: true,
    name: "portal",
    imports: ["assets/P2.js"],
  }),
  "assets/P2.js": chunk("assets/P2.js", {}),
  "targets/kiosk/index.html": {
    type: "asset" as const,
    fileName: "targets/kiosk/index.html",
    source: '<script defer src="/assets/F1.js" data-entry="/assets/kiosk-K1.js"></script>',
  },
}

const found = (url: string) => ({ url, revision: url.startsWith("assets/") ? null : "r1", size: 1 })
const BUILT = [
  ...Object.keys(BUNDLE).map(found),
  found("assets/F1.js"),
  found("kiosk/manifest.webmanifest"),
  found("kiosk/icon.svg"),
  found("first-frames/fi/ajanvaraus/yksityisasiakas.html"),
]

describe("the kiosk's service worker precache", () => {
  it("is the kiosk's chunk graph with the page's own scripts, and nothing of the portal's", () => {
    expect(kioskFiles(BUNDLE)).toEqual(["assets/F1.js", "assets/L1.js", "assets/S1.js", "assets/kiosk-K1.js"])
  })

  it("lists those files with the kiosk's page at its address, its manifest and its icon", () => {
    expect(kioskPrecache(BUILT, kioskFiles(BUNDLE)).map(({ url, revision }) => [url, revision])).toEqual([
      ["assets/kiosk-K1.js", null],
      ["assets/S1.js", null],
      ["assets/L1.js", null],
      ["/kiosk/", "r1"],
      ["assets/F1.js", null],
      ["kiosk/manifest.webmanifest", "r1"],
      ["kiosk/icon.svg", "r1"],
    ])
  })

  it("fails the build when a file of the kiosk was not found, or there is no kiosk", () => {
    expect(() =>
      kioskPrecache(
        BUILT.filter(({ url }) => url !== "assets/L1.js"),
        kioskFiles(BUNDLE),
      ),
    ).toThrow(/assets\/L1\.js/)
    expect(() => kioskPrecache(BUILT, [])).toThrow(/no kiosk entry/)
  })
})
