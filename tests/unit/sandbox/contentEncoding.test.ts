import { describe, expect, it } from "vitest"
import { preferredEncoding } from "../../../sandbox/contentEncoding.ts"

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.8, br;q=0.8", "br"],
    ["*", "br"],
    ["*;q=0.3, br;q=0", "gzip"],
    ["identity", undefined],
    ["br;q=0, gzip;q=0", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("Accept-Encoding %j answers %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})
