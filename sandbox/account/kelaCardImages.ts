// Small real PNG pictures of a Kela card for the seeded persona that has one: a band and a few "text" bars.
import { crc32, deflateSync } from "node:zlib"

type Rgb = readonly [number, number, number]

interface Bar {
  x: number
  y: number
  width: number
  height: number
  colour: Rgb
}

const WIDTH = 320
const HEIGHT = 200
const CARD: Rgb = [226, 238, 248]
const KELA_BLUE: Rgb = [0, 58, 122]
const INK: Rgb = [90, 100, 112]

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

function png(bars: readonly Bar[]): Uint8Array {
  const row = 1 + WIDTH * 3
  const pixels = Buffer.alloc(row * HEIGHT)
  for (let y = 0; y < HEIGHT; y++) {
    pixels[y * row] = 0 // filter: none
    for (let x = 0; x < WIDTH; x++) {
      const bar = bars.findLast((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height)
      const [r, g, b] = bar?.colour ?? CARD
      pixels.set([r, g, b], y * row + 1 + x * 3)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(WIDTH, 0)
  header.writeUInt32BE(HEIGHT, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", new Uint8Array()),
  ])
}

const textBar = (y: number, width: number): Bar => ({ x: 24, y, width, height: 10, colour: INK })

export function kelaCardFrontPng(): Uint8Array {
  return png([
    { x: 0, y: 0, width: WIDTH, height: 44, colour: KELA_BLUE },
    textBar(70, 180),
    textBar(92, 120),
    textBar(130, 230),
    textBar(152, 150),
  ])
}

export function kelaCardBackPng(): Uint8Array {
  return png([
    { x: 0, y: 150, width: WIDTH, height: 50, colour: KELA_BLUE },
    textBar(30, 260),
    textBar(52, 220),
    textBar(74, 240),
    textBar(96, 120),
  ])
}
