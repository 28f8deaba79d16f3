import type { QueryValue } from "./types.ts"

function encodeValue(key: string, value: string | number | boolean): string {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new RangeError(`routing: query ${key} cannot be ${value}`)
  }
  return `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`
}

/**
 * "?a=1&b=x%20y", or "" when nothing is left. undefined values are left out; an array repeats its key
 * (practitionerIds=1&practitionerIds=2) and an empty one adds nothing; booleans become "true"/"false".
 * Keys keep the caller's order so that links are stable.
 */
export function encodeQuery(query: Readonly<Record<string, QueryValue>>): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) pairs.push(encodeValue(key, item))
    } else {
      pairs.push(encodeValue(key, value as string | number | boolean))
    }
  }
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`
}
