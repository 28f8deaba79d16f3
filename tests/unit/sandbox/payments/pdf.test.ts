import { describe, expect, it } from "vitest"
import { pdfDocument } from "../../../../sandbox/pdf.ts"
import { pdfProblems } from "../account/sandbox.ts"

describe("the PDF writer", () => {
  it("writes a whole PDF 1.4 with correct cross-reference offsets", () => {
    const pdf = pdfDocument({
      title: "Testi",
      lines: [{ text: "Hei maailma", bold: true }, { text: "Toinen rivi" }],
    })
    const text = new TextDecoder("latin1").decode(pdf)
    expect(text.startsWith("%PDF-1.4\n")).toBe(true)
    expect(pdfProblems(pdf)).toEqual([])
  })

  it("writes Finnish letters and the euro sign in WinAnsi, and wraps long lines", () => {
    const text = new TextDecoder("latin1").decode(
      pdfDocument({ title: "Ä", lines: [{ text: "Äö å – 5 €" }, { text: "sana ".repeat(60) }] }),
    )
    expect(text).toContain("<c4f620e5209620352080>")
    expect(text.match(/ Tj ET/g)?.length).toBeGreaterThan(2)
  })

  it("leaves out what does not fit on the one page", () => {
    const pdf = pdfDocument({
      title: "Pitkä",
      lines: Array.from({ length: 200 }, (_, i) => ({ text: `Rivi ${i}` })),
    })
    const text = new TextDecoder("latin1").decode(pdf)
    expect(text.match(/ Tj ET/g)?.length).toBeLessThan(60)
    expect(pdfProblems(pdf)).toEqual([])
  })
})
