// Upload bytes and a PDF check for the account, records and payments tests.
/** A tiny real PNG (1×1) and JPEG start, for uploads. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xde, 0x00, 0x00, 0x00,
  0x0c, 0x49, 0x44, 0x41, 0x54, 0x08, 0xd7, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18,
  0xdd, 0x8d, 0xb0, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
])
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
])

/** Checks that a PDF is whole: header, %%EOF, and each cross-reference offset pointing at its object. */
export function pdfProblems(bytes: Uint8Array): string[] {
  const text = new TextDecoder("latin1").decode(bytes)
  const problems: string[] = []
  if (!text.startsWith("%PDF-1.")) problems.push("does not start with %PDF-1.")
  if (!text.trimEnd().endsWith("%%EOF")) problems.push("does not end with %%EOF")
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1])
  if (!text.startsWith("xref", startxref))
    problems.push(`startxref ${startxref} does not point at the xref table`)
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
    Number(match[1]),
  )
  entries.forEach((offset, index) => {
    if (!text.startsWith(`${index + 1} 0 obj`, offset))
      problems.push(`object ${index + 1} is not at ${offset}`)
  })
  if (entries.length === 0) problems.push("no objects in the xref table")
  return problems
}
