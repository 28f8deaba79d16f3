// A minimal PDF 1.4 writer: one A4 page of text lines in the standard Helvetica fonts (no embedding needed), with a
// correct cross-reference table, so any viewer opens the invoices and certificates the sandbox serves.

import { SINGLE_LINE_REFUSED_CLASS } from "../src/domain/text.ts"
import { contentDisposition } from "./contentDisposition.ts"

export interface PdfLine {
  text: string
  /** Points; 10 by default. */
  size?: number
  bold?: boolean
  /** Extra space above the line, in points. */
  gapBefore?: number
}

export interface PdfDocumentInput {
  title: string
  lines: readonly PdfLine[]
}

const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842
const MARGIN = 56
const DEFAULT_SIZE = 10
// Helvetica's average glyph is about half an em wide; enough to wrap text without font metrics.
const AVERAGE_GLYPH_EM = 0.5

// WinAnsiEncoding bytes for characters outside Latin-1 that Finnish texts use; Latin-1 maps to itself.
const WIN_ANSI_EXTRAS: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  Š: 0x8a,
  š: 0x9a,
  Ž: 0x8e,
  ž: 0x9e,
}

function winAnsiHex(text: string): string {
  let hex = ""
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0x3f
    const byte =
      WIN_ANSI_EXTRAS[character] ??
      ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f)
    hex += byte.toString(16).padStart(2, "0")
  }
  return `<${hex}>`
}

/** Splits a line into pieces that fit the page width at its size, at spaces where possible. */
function wrap(line: PdfLine): PdfLine[] {
  const size = line.size ?? DEFAULT_SIZE
  const maxChars = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * AVERAGE_GLYPH_EM))
  const pieces: PdfLine[] = []
  let rest = line.text
  while (rest.length > maxChars) {
    const space = rest.lastIndexOf(" ", maxChars)
    const cut = space > 0 ? space : maxChars
    pieces.push({ ...line, text: rest.slice(0, cut), gapBefore: pieces.length === 0 ? line.gapBefore : 0 })
    rest = rest.slice(cut).trimStart()
  }
  pieces.push({ ...line, text: rest, gapBefore: pieces.length === 0 ? line.gapBefore : 0 })
  return pieces
}

function contentStream(lines: readonly PdfLine[]): string {
  const operations: string[] = []
  let y = PAGE_HEIGHT - MARGIN
  for (const line of lines.flatMap(wrap)) {
    const size = line.size ?? DEFAULT_SIZE
    y -= (line.gapBefore ?? 0) + size * 1.4
    // One page: what does not fit is left out rather than drawn off the page.
    if (y < MARGIN) break
    operations.push(
      `BT /${line.bold ? "F2" : "F1"} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${winAnsiHex(line.text)} Tj ET`,
    )
  }
  return operations.join("\n")
}

/** A one-page PDF with the given lines; the title goes into the document information. */
export function pdfDocument(input: PdfDocumentInput): Uint8Array<ArrayBuffer> {
  const stream = contentStream(input.lines)
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${winAnsiHex(input.title)} /Producer (Aava sandbox) >>`,
  ]
  // Every byte is ASCII (text goes in as hex strings), so string lengths are byte offsets.
  let pdf = "%PDF-1.4\n"
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefOffset = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`
  pdf += `startxref\n${xrefOffset}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

/**
 * The contract's PdfFilenameQuery: no path separators, none of the characters free text refuses (control
 * characters, bidirectional overrides and isolates), ending in .pdf.
 */
export const PDF_FILENAME = new RegExp(`^[^/\\\\${SINGLE_LINE_REFUSED_CLASS}]{1,96}\\.pdf$`, "u")

/** A PDF answer shown in the browser (opened in a new tab), with the download name the caller asked for. */
export function pdfResponse(pdf: Uint8Array<ArrayBuffer>, filename: string): Response {
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(filename, "inline"),
      "Cache-Control": "private, no-store",
    },
  })
}
