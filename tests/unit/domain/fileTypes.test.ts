// The file-type table (src/domain/fileTypes.ts): what the contract documents, what the sandbox's uploads and the
// portal's attachment field take; each signed type's first bytes; text without NUL bytes.
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import {
  CONTENT_CHECK_BYTES,
  FILE_TYPES,
  fileTypeOf,
  fileTypesOfName,
  matchesContent,
  nameMatchesType,
} from "../../../src/domain/fileTypes.ts"
import { KELA_CARD_IMAGE_TYPES, isKelaCardImage } from "../../../src/domain/kelaCard.ts"

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new TextEncoder().encode(text)

const PDF = ascii("%PDF-1.7\n")
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00)
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00)
const RTF = ascii("{\\rtf1\\ansi Hei}")
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00)
// a Windows program: "MZ", then NUL bytes soon after
const PROGRAM = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00)
const WORD = "application/msword"
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

type Contract = {
  components: {
    requestBodies: { UploadedFile: { description: string; content: Record<string, unknown> } }
    responses: { StoredFile: { content: Record<string, unknown> } }
  }
}
const contract = parse(
  readFileSync(new URL("../../../contracts/openapi.yaml", import.meta.url), "utf8"),
) as Contract

/** The contract's file-type table (UploadedFile's description) as rows of type, extensions and signatures. */
function contractTable() {
  return contract.components.requestBodies.UploadedFile.description
    .split("\n")
    .filter((line) => /^\| [a-z]+\//.test(line))
    .map((line) => {
      const [contentType, extensions, begins] = line
        .split("|")
        .slice(1, 4)
        .map((cell) => cell.trim())
      return {
        contentType: contentType!,
        extensions: extensions!.split(", "),
        signatures:
          begins === "text"
            ? []
            : begins!.split(" or ").map((signature) => signature.split(" ").map((hex) => parseInt(hex, 16))),
      }
    })
}

describe("the file-type table", () => {
  it("is the contract's table, and the contract's upload and download types are its types", () => {
    expect(contractTable()).toEqual(FILE_TYPES.map((type) => ({ ...type })))
    const types = FILE_TYPES.map((type) => type.contentType).sort()
    expect(Object.keys(contract.components.requestBodies.UploadedFile.content).sort()).toEqual(types)
    expect(Object.keys(contract.components.responses.StoredFile.content).sort()).toEqual(types)
  })

  it("names each type once, every extension lower case, and holds the Kela card's types", () => {
    expect(new Set(FILE_TYPES.map((type) => type.contentType)).size).toBe(FILE_TYPES.length)
    for (const type of FILE_TYPES) {
      expect(type.extensions.length, type.contentType).toBeGreaterThan(0)
      for (const extension of type.extensions) expect(extension).toMatch(/^[a-z]+$/)
    }
    for (const type of KELA_CARD_IMAGE_TYPES) expect(fileTypeOf(type), type).toBeDefined()
  })

  it("matches a name's extension to the declared type, case-insensitively", () => {
    expect(nameMatchesType("Tulokset.PDF", "application/pdf")).toBe(true)
    expect(nameMatchesType("tulokset.pdf", "text/plain")).toBe(false)
    expect(nameMatchesType("kuva.jpe", "Image/JPEG; q=1")).toBe(true)
    expect(nameMatchesType("kirje.doc", WORD)).toBe(true)
    expect(nameMatchesType("kirje.docx", WORD)).toBe(false)
    expect(nameMatchesType("ohjelma.exe", "application/x-msdownload")).toBe(false)
    expect(fileTypesOfName("ohje.rtf").map((type) => type.contentType)).toEqual([
      "application/rtf",
      "text/rtf",
    ])
    expect(fileTypesOfName("README")).toEqual([])
  })
})

describe("the content check", () => {
  it("takes a file that begins with its type's signature, and refuses one that does not", () => {
    expect(matchesContent("application/pdf", PDF)).toBe(true)
    expect(matchesContent("application/pdf", PROGRAM)).toBe(false)
    expect(matchesContent("image/jpeg", JPEG)).toBe(true)
    expect(matchesContent("image/jpeg", PNG)).toBe(false)
    expect(matchesContent("image/png", PNG)).toBe(true)
    expect(matchesContent(DOCX, ZIP)).toBe(true)
    expect(matchesContent(DOCX, OLE2)).toBe(false)
    expect(matchesContent("image/tiff", bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe(true)
    expect(matchesContent("image/png", new Uint8Array(0))).toBe(false)
    // a signature cut short is no signature
    expect(matchesContent("image/png", PNG.subarray(0, 4))).toBe(false)
  })

  it("takes legacy Word, Excel and PowerPoint files as OLE2 documents, Word's also as RTF", () => {
    for (const type of [WORD, "application/vnd.ms-excel", "application/vnd.ms-powerpoint"]) {
      expect(matchesContent(type, OLE2), type).toBe(true)
      expect(matchesContent(type, ZIP), type).toBe(false)
      expect(matchesContent(type, PDF), type).toBe(false)
    }
    expect(matchesContent(WORD, RTF)).toBe(true)
    expect(matchesContent("application/vnd.ms-excel", RTF)).toBe(false)
  })

  it("takes text without NUL bytes in its first 8000 bytes, in any 8-bit encoding", () => {
    expect(
      matchesContent("text/plain", ascii("Oireet alkoivat maanantaina: yskä ja kuume 38,2 °C.\r\n")),
    ).toBe(true)
    expect(matchesContent("text/csv", bytes(0x6e, 0xe4, 0x79, 0x74, 0x65, 0x3b, 0x31))).toBe(true)
    expect(matchesContent("text/plain", PROGRAM)).toBe(false)
    expect(matchesContent("text/csv", PNG)).toBe(false)
    const late = new Uint8Array(CONTENT_CHECK_BYTES + 1).fill(0x61)
    late[CONTENT_CHECK_BYTES] = 0
    expect(matchesContent("text/plain", late)).toBe(true)
    late[CONTENT_CHECK_BYTES - 1] = 0
    expect(matchesContent("text/plain", late)).toBe(false)
  })

  it("has every signed type of the table refuse the others' first bytes", () => {
    const samples = [PDF, ZIP, OLE2, JPEG, PNG, ascii("GIF89a"), PROGRAM]
    for (const type of FILE_TYPES.filter((candidate) => candidate.signatures.length > 0)) {
      const taken = samples.filter((sample) => matchesContent(type.contentType, sample))
      expect(taken.length, type.contentType).toBeLessThanOrEqual(1)
      expect(taken, type.contentType).not.toContain(PROGRAM)
    }
  })
})

describe("the Kela card's images", () => {
  it("are JPEG or PNG files named as such", () => {
    expect(isKelaCardImage({ name: "etupuoli.jpg", type: "image/jpeg" })).toBe(true)
    expect(isKelaCardImage({ name: "takapuoli.PNG", type: "image/png" })).toBe(true)
    expect(isKelaCardImage({ name: "etupuoli.png", type: "image/jpeg" })).toBe(false)
    expect(isKelaCardImage({ name: "kortti.gif", type: "image/gif" })).toBe(false)
    expect(isKelaCardImage({ name: "kortti.jpg", type: "" })).toBe(false)
  })
})
