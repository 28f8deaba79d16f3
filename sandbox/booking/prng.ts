// A small seeded PRNG (mulberry32), so the seed is the same for the same day and never uses Math.random.
export type Random = () => number

function hash(text: string): number {
  let h = 0x811c9dc5 // FNV-1a
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function seededRandom(seed: string): Random {
  let state = hash(seed)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function randomHex(random: Random, length: number): string {
  let out = ""
  while (out.length < length) out += Math.floor(random() * 16).toString(16)
  return out
}
