// The QR code's eight data masks and the standard's penalty for choosing among them (ISO/IEC 18004 §7.8).

export const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

/** The standard's penalty: runs of five or more, 2x2 blocks, finder-like patterns, and dark/light balance. */
export function penalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length
  let score = 0
  const lines: boolean[][] = []
  for (let i = 0; i < size; i++) {
    lines.push([...modules[i]!])
    lines.push(modules.map((row) => row[i]!))
  }
  const finderLike = [
    [true, false, true, true, true, false, true, false, false, false, false],
    [false, false, false, false, true, false, true, true, true, false, true],
  ]
  for (const line of lines) {
    let run = 1
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++
      else {
        if (run >= 5) score += run - 2
        run = 1
      }
    }
    for (let i = 0; i + 11 <= size; i++) {
      if (finderLike.some((pattern) => pattern.every((dark, k) => line[i + k] === dark))) score += 40
    }
  }
  let dark = 0
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const here = modules[y]![x]!
      if (here) dark++
      if (
        x + 1 < size &&
        y + 1 < size &&
        here === modules[y]![x + 1] &&
        here === modules[y + 1]![x] &&
        here === modules[y + 1]![x + 1]
      )
        score += 3
    }
  }
  const total = size * size
  score += Math.max(0, Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10
  return score
}
