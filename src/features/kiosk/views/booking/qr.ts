// A QR code encoder (ISO/IEC 18004) for the kiosk's take-along link: byte mode, error correction level M,
// versions 1-10 (up to 213 bytes), all eight masks tried and the one with the lowest penalty kept.
import { MASKS, penalty } from "./qrMasks.ts"

/** Error correction M per version: codewords per block, and the data codewords of each block. */
const BLOCKS_M: readonly { ec: number; data: readonly number[] }[] = [
  { ec: 10, data: [16] },
  { ec: 16, data: [28] },
  { ec: 26, data: [44] },
  { ec: 18, data: [32, 32] },
  { ec: 24, data: [43, 43] },
  { ec: 16, data: [27, 27, 27, 27] },
  { ec: 18, data: [31, 31, 31, 31] },
  { ec: 22, data: [38, 38, 39, 39] },
  { ec: 22, data: [36, 36, 36, 37, 37] },
  { ec: 26, data: [43, 43, 43, 43, 44] },
]

const ALIGNMENT: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
]

export const QR_MAX_VERSION = BLOCKS_M.length
const EC_LEVEL_M_BITS = 0

export type QrCode = {
  version: number
  size: number
  mask: number
  /** modules[y][x], true = dark */
  modules: boolean[][]
}

const dataCapacity = (version: number) => BLOCKS_M[version - 1]!.data.reduce((a, b) => a + b, 0)
const countBits = (version: number) => (version < 10 ? 8 : 16)

/** The smallest version whose byte-mode capacity holds `length` bytes, or undefined when none does. */
export function versionFor(length: number): number | undefined {
  for (let version = 1; version <= QR_MAX_VERSION; version++) {
    if (4 + countBits(version) + length * 8 <= dataCapacity(version) * 8) return version
  }
  return undefined
}

// GF(256) with the polynomial x^8 + x^4 + x^3 + x^2 + 1
function gfMultiply(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z & 0xff
}

export function reedSolomonDivisor(degree: number): number[] {
  const result: number[] = new Array<number>(degree).fill(0)
  result[degree - 1] = 1
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j]!, root)
      if (j + 1 < degree) result[j] = result[j]! ^ result[j + 1]!
    }
    root = gfMultiply(root, 0x02)
  }
  return result
}

export function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result: number[] = divisor.map(() => 0)
  for (const byte of data) {
    const factor = byte ^ result.shift()!
    result.push(0)
    divisor.forEach((coefficient, i) => (result[i] = result[i]! ^ gfMultiply(coefficient, factor)))
  }
  return result
}

/** The data codewords: mode, count, the bytes, terminator, padding (0xEC 0x11 alternating). */
function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = []
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  const capacityBits = dataCapacity(version) * 8
  push(0b0100, 4)
  push(bytes.length, countBits(version))
  bytes.forEach((byte) => push(byte, 8))
  push(0, Math.min(4, capacityBits - bits.length))
  push(0, (8 - (bits.length % 8)) % 8)
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) push(pad, 8)
  const codewords: number[] = []
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0))
  return codewords
}

/** Splits into blocks, adds each block's error correction, and interleaves. */
function withErrorCorrection(data: readonly number[], version: number): number[] {
  const { ec, data: sizes } = BLOCKS_M[version - 1]!
  const divisor = reedSolomonDivisor(ec)
  const blocks: number[][] = []
  let offset = 0
  for (const size of sizes) {
    blocks.push(data.slice(offset, offset + size))
    offset += size
  }
  const ecBlocks = blocks.map((block) => reedSolomonRemainder(block, divisor))
  const result: number[] = []
  const longest = Math.max(...sizes)
  for (let i = 0; i < longest; i++) blocks.forEach((block) => i < block.length && result.push(block[i]!))
  for (let i = 0; i < ec; i++) ecBlocks.forEach((block) => result.push(block[i]!))
  return result
}

class Matrix {
  readonly size: number
  readonly modules: boolean[][]
  readonly reserved: boolean[][]
  constructor(size: number) {
    this.size = size
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  }
  setFunction(x: number, y: number, dark: boolean) {
    this.modules[y]![x] = dark
    this.reserved[y]![x] = true
  }
}

function drawFunctionPatterns(matrix: Matrix, version: number) {
  const { size } = matrix
  for (let i = 0; i < size; i++) {
    matrix.setFunction(6, i, i % 2 === 0)
    matrix.setFunction(i, 6, i % 2 === 0)
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx
        const y = cy + dy
        const distance = Math.max(Math.abs(dx), Math.abs(dy))
        if (x >= 0 && x < size && y >= 0 && y < size)
          matrix.setFunction(x, y, distance !== 2 && distance !== 4)
      }
    }
  }
  const positions = ALIGNMENT[version - 1]!
  const last = positions.length - 1
  positions.forEach((cx, i) =>
    positions.forEach((cy, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          matrix.setFunction(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
        }
      }
    }),
  )
  drawFormatBits(matrix, 0)
  drawVersionBits(matrix, version)
}

/** The 15 format bits: level M and the mask, BCH(15,5), masked with 0x5412. */
export function formatBits(mask: number): number {
  const data = (EC_LEVEL_M_BITS << 3) | mask
  let remainder = data
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537)
  return ((data << 10) | remainder) ^ 0x5412
}

function drawFormatBits(matrix: Matrix, mask: number) {
  const bits = formatBits(mask)
  const bit = (i: number) => ((bits >>> i) & 1) === 1
  const { size } = matrix
  for (let i = 0; i <= 5; i++) matrix.setFunction(8, i, bit(i))
  matrix.setFunction(8, 7, bit(6))
  matrix.setFunction(8, 8, bit(7))
  matrix.setFunction(7, 8, bit(8))
  for (let i = 9; i < 15; i++) matrix.setFunction(14 - i, 8, bit(i))
  for (let i = 0; i < 8; i++) matrix.setFunction(size - 1 - i, 8, bit(i))
  for (let i = 8; i < 15; i++) matrix.setFunction(8, size - 15 + i, bit(i))
  matrix.setFunction(8, size - 8, true)
}

function drawVersionBits(matrix: Matrix, version: number) {
  if (version < 7) return
  let remainder = version
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25)
  const bits = (version << 12) | remainder
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) === 1
    const a = matrix.size - 11 + (i % 3)
    const b = Math.floor(i / 3)
    matrix.setFunction(a, b, dark)
    matrix.setFunction(b, a, dark)
  }
}

function placeCodewords(matrix: Matrix, codewords: readonly number[]) {
  const { size } = matrix
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? size - 1 - vertical : vertical
        if (matrix.reserved[y]![x] || i >= codewords.length * 8) continue
        matrix.modules[y]![x] = ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1
        i++
      }
    }
  }
}

function applyMask(matrix: Matrix, mask: number) {
  const invert = MASKS[mask]!
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.reserved[y]![x] && invert(x, y)) matrix.modules[y]![x] = !matrix.modules[y]![x]
    }
  }
}

/** Encodes text (as UTF-8) into a QR code; throws when it is longer than version 10 holds at level M. */
export function encodeQr(text: string): QrCode {
  const bytes = new TextEncoder().encode(text)
  const version = versionFor(bytes.length)
  if (version === undefined)
    throw new RangeError(`QR: ${bytes.length} bytes do not fit version ${QR_MAX_VERSION}`)
  const codewords = withErrorCorrection(dataCodewords(bytes, version), version)
  const size = version * 4 + 17
  let best: QrCode | undefined
  let bestPenalty = Infinity
  for (let mask = 0; mask < MASKS.length; mask++) {
    const matrix = new Matrix(size)
    drawFunctionPatterns(matrix, version)
    placeCodewords(matrix, codewords)
    applyMask(matrix, mask)
    drawFormatBits(matrix, mask)
    const score = penalty(matrix.modules)
    if (score < bestPenalty) {
      bestPenalty = score
      best = { version, size, mask, modules: matrix.modules }
    }
  }
  return best!
}

/** An SVG path of the dark modules (one unit per module), for a crisp code at any size. */
export function qrPath(code: QrCode, quietZone = 4): string {
  const parts: string[] = []
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => dark && parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`)),
  )
  return parts.join("")
}
