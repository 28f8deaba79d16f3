import { describe, expect, it } from "vitest"
import { withFirstFrame } from "../../../targets/shared/firstFrame.ts"

// A page as Vite builds it: the entry module, its modulepreloads, an inlined stylesheet and an empty #root.
const BUILT = `<!doctype html>
<html lang="fi">
  <head>
    <title>Ilmoittautuminen</title>
    <script type="module" crossorigin src="/assets/kiosk-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/B2.js">
    <link rel="modulepreload" crossorigin href="/assets/C3.js">
    <link rel="stylesheet" href="/assets/D4.css" disabled><style>.a{}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

describe("a page with its first frame", () => {
  it("has the frame in an inert #root and starts its entry through the loader, with nothing else fetched early", () => {
    const page = withFirstFrame(BUILT, "<h1>Tervetuloa</h1>", { src: "/assets/L0.js" })
    expect(page).toContain('<div id="root" inert><h1>Tervetuloa</h1></div>')
    expect(page).toContain(
      '<script defer src="/assets/L0.js" data-entry="/assets/kiosk-A1.js" data-preload="/assets/B2.js /assets/C3.js"></script>',
    )
    expect(page).not.toMatch(/type="module"|modulepreload/)
    expect(page).toContain('<link rel="stylesheet" href="/assets/D4.css" disabled><style>.a{}</style>')
  })

  it("puts the frame in as it is, even where it has a replacement pattern's characters", () => {
    expect(withFirstFrame(BUILT, "<p>$& $1</p>", { src: "/assets/L0.js" })).toContain("<p>$& $1</p>")
  })

  it("refuses a page not shaped as Vite builds it, rather than ship one that loads nothing", () => {
    const loader = { src: "/l.js" }
    expect(() => withFirstFrame(BUILT.replace(/<script[^]*?<\/script>/, ""), "<h1/>", loader)).toThrow(
      /entry/,
    )
    expect(() => withFirstFrame(BUILT.replace('<div id="root"></div>', ""), "<h1/>", loader)).toThrow(/root/)
  })

  it("gives a page with first requests its loader's data, and first the preloads those requests wait for", () => {
    const page = withFirstFrame(BUILT, "<h1/>", {
      src: "/assets/L0.js",
      data: {
        session: "/api/session",
        search: "/api/appointments?lang=fi&offset=0",
        dates: "/assets/S5.js",
        responses: "__earlyResponses",
      },
      preloadFirst: ["/assets/C3.js"],
    })
    expect(page).toContain(
      '<script defer src="/assets/L0.js" data-entry="/assets/kiosk-A1.js" data-preload="/assets/C3.js /assets/B2.js" data-session="/api/session" data-search="/api/appointments?lang=fi&amp;offset=0" data-dates="/assets/S5.js" data-responses="__earlyResponses"></script>',
    )
  })
})
