// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import MarkdownContent, { safeHref } from "../../../../src/kit/ui/markdown/MarkdownContent.tsx"
import { XSS_VECTORS } from "../../../e2e/support/xssCorpus.ts"

afterEach(cleanup)

function html(source: string, headingLevel = 2): string {
  const { container } = render(<MarkdownContent source={source} headingLevel={headingLevel} />)
  return container.innerHTML
}

describe("markdown of the announcement (issue 15)", () => {
  it("renders CommonMark: emphasis, lists, links, headings under the announcement's own", () => {
    expect(html("We reply within **1–3 business days**.")).toBe(
      "<p>We reply within <strong>1–3 business days</strong>.</p>",
    )
    expect(html("# Opening hours\n\n- Mon\n- *Tue*")).toBe(
      "<h3>Opening hours</h3><ul><li>Mon</li><li><em>Tue</em></li></ul>",
    )
    expect(html("1. One\n\n   More\n2. Two")).toBe(
      "<ol><li><p>One</p><p>More</p></li><li><p>Two</p></li></ol>",
    )
    expect(html('[Book](https://www.aava.example/booking "Booking")')).toBe(
      '<p><a href="https://www.aava.example/booking" title="Booking">Book</a></p>',
    )
    expect(html("Call [09 123](tel:+358912345) or [mail](mailto:info@aava.example)")).toContain(
      '<a href="tel:+358912345">09 123</a>',
    )
    expect(html("[ref]\n\n[ref]: https://www.aava.example/")).toBe(
      '<p><a href="https://www.aava.example/">ref</a></p>',
    )
  })

  it("shows raw HTML as text and images as their alternative text", () => {
    expect(html("<b onclick=alert(1)>x</b>")).toBe("<p>&lt;b onclick=alert(1)&gt;x&lt;/b&gt;</p>")
    expect(html("<div>\n<script>x()</script>\n</div>")).toBe(
      "<p>&lt;div&gt;\n&lt;script&gt;x()&lt;/script&gt;\n&lt;/div&gt;</p>",
    )
    expect(html("![a picture](https://www.aava.example/x.png)")).toBe("<p>a picture</p>")
  })

  it("links only http(s), mailto and tel", () => {
    expect(safeHref("https://www.aava.example/")).toBe("https://www.aava.example/")
    expect(safeHref("javascript:alert(1)")).toBeUndefined()
    expect(safeHref("JaVaScRiPt:alert(1)")).toBeUndefined()
    expect(safeHref("java\tscript:alert(1)")).toBeUndefined()
    expect(safeHref("data:text/html,<script>alert(1)</script>")).toBeUndefined()
    expect(safeHref("vbscript:msgbox(1)")).toBeUndefined()
    expect(safeHref("/fi/viestit")).toBeUndefined()
    expect(html("[click](javascript:alert(1))")).toBe("<p>click</p>")
  })

  it("keeps every vector of the XSS corpus inert", () => {
    for (const vector of XSS_VECTORS) {
      const { container } = render(<MarkdownContent source={vector} headingLevel={2} />)
      const elements = [...container.querySelectorAll("*")]
      for (const element of elements) {
        expect([
          "p",
          "a",
          "em",
          "strong",
          "code",
          "pre",
          "ul",
          "ol",
          "li",
          "blockquote",
          "br",
          "hr",
          "h3",
          "h4",
          "h5",
          "h6",
          "del",
        ]).toContain(element.tagName.toLowerCase())
        for (const attribute of element.getAttributeNames())
          expect(["href", "title", "start"]).toContain(attribute)
      }
      for (const link of container.querySelectorAll("a"))
        expect(link.getAttribute("href")).toMatch(/^(https?|mailto|tel):/)
      cleanup()
    }
  })
})
