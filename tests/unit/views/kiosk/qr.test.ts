import jsQR from "jsqr"
import { describe, expect, it } from "vitest"
import {
  encodeQr,
  formatBits,
  qrPath,
  reedSolomonDivisor,
  reedSolomonRemainder,
  versionFor,
  type QrCode,
} from "../../../../src/features/kiosk/views/booking/qr.ts"

const LINK = "https://ajanvaraus.example.fi/fi/varaus/ODA0MTIzNzdfOWMxZDRlMmE"

/** The 15 format bits as read back from the copy around the top-left finder. */
function readFormat(code: QrCode): number {
  const m = code.modules
  const bits: boolean[] = []
  for (let i = 0; i <= 5; i++) bits.push(m[i]![8]!)
  bits.push(m[7]![8]!, m[8]![8]!, m[8]![7]!)
  for (let i = 9; i < 15; i++) bits.push(m[8]![14 - i]!)
  return bits.reduce((value, bit, i) => value | (Number(bit) << i), 0)
}

/** The same bits from the second copy (bottom-left and top-right). */
function readFormatCopy(code: QrCode): number {
  const m = code.modules
  const size = code.size
  const bits: boolean[] = []
  for (let i = 0; i < 8; i++) bits.push(m[8]![size - 1 - i]!)
  for (let i = 8; i < 15; i++) bits.push(m[size - 15 + i]![8]!)
  return bits.reduce((value, bit, i) => value | (Number(bit) << i), 0)
}

function finderAt(code: QrCode, x: number, y: number): boolean {
  for (let dy = 0; dy < 7; dy++) {
    for (let dx = 0; dx < 7; dx++) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3))
      if (code.modules[y + dy]![x + dx] !== (ring !== 2)) return false
    }
  }
  return true
}

describe("QR encoder", () => {
  it("picks the smallest version for the byte count (level M)", () => {
    expect(versionFor(14)).toBe(1)
    expect(versionFor(15)).toBe(2)
    expect(versionFor(62)).toBe(4)
    expect(versionFor(63)).toBe(5)
    expect(versionFor(213)).toBe(10)
    expect(versionFor(214)).toBeUndefined()
    expect(() => encodeQr("x".repeat(214))).toThrow(RangeError)
  })

  it("has the size, finder patterns, timing and the format information of its version and mask", () => {
    for (const text of ["1", LINK, "å".repeat(60), "y".repeat(200)]) {
      const code = encodeQr(text)
      expect(code.size).toBe(code.version * 4 + 17)
      expect(code.modules).toHaveLength(code.size)
      expect(
        finderAt(code, 0, 0) && finderAt(code, code.size - 7, 0) && finderAt(code, 0, code.size - 7),
      ).toBe(true)
      for (let i = 8; i < code.size - 8; i++) expect(code.modules[6]![i]).toBe(i % 2 === 0)
      expect(readFormat(code)).toBe(formatBits(code.mask))
      expect(readFormatCopy(code)).toBe(formatBits(code.mask))
      expect(code.modules[code.size - 8]![8]).toBe(true)
    }
  })

  it("writes the standard's format bits for level M", () => {
    // ISO/IEC 18004 table C.1: M with mask 0 is 101010000010010, with mask 5 is 100000011001110
    expect(formatBits(0)).toBe(0b101010000010010)
    expect(formatBits(5)).toBe(0b100000011001110)
  })

  it("computes Reed-Solomon error correction whose codeword the generator divides", () => {
    const divisor = reedSolomonDivisor(10)
    const data = [
      0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
    ]
    const ec = reedSolomonRemainder(data, divisor)
    // the example of ISO/IEC 18004 annex I ("01234567", version 1-M)
    expect(ec).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55])
    expect(reedSolomonRemainder([...data, ...ec], divisor).every((value) => value === 0)).toBe(true)
  })

  it("is deterministic and draws one path square per dark module", () => {
    const code = encodeQr(LINK)
    expect(encodeQr(LINK)).toEqual(code)
    const dark = code.modules.flat().filter(Boolean).length
    expect(qrPath(code).match(/M/g)).toHaveLength(dark)
  })
})

/** The code drawn as a camera would see it: `scale` pixels a module, a 4-module quiet zone, RGBA. */
function pixelsOf(code: QrCode, scale = 4): { data: Uint8ClampedArray; width: number } {
  const quiet = 4
  const width = (code.size + quiet * 2) * scale
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.modules[y]![x]) continue
      for (let py = 0; py < scale; py++) {
        for (let px = 0; px < scale; px++) {
          const at = (((y + quiet) * scale + py) * width + (x + quiet) * scale + px) * 4
          data.fill(0, at, at + 3)
        }
      }
    }
  }
  return { data, width }
}

describe("QR round trip (an independent decoder reads what the encoder draws)", () => {
  it.each([
    ["a short text", "1"],
    ["the take-along link", LINK],
    ["non-ASCII (UTF-8 bytes)", "Ääkköset: Åbo, Jyväskylä"],
    ["the longest text of version 10", "y".repeat(213)],
  ])("%s", (_name, text) => {
    const code = encodeQr(text)
    const { data, width } = pixelsOf(code)
    const read = jsQR(data, width, width, { inversionAttempts: "dontInvert" })
    expect(read?.data).toBe(text)
    expect(read?.version).toBe(code.version)
  })
})
