// The client's real address and origin (sandbox/clientAddress.ts): X-Forwarded-* count from trusted proxies only.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  clientAddressFrom,
  clientAddressOf,
  formatIp,
  kioskAddressesFrom,
  listIncludes,
  networkOf,
  originOf,
  parseAddressList,
  parseIp,
  trustedProxiesFrom,
} from "../../../sandbox/clientAddress.ts"
import { requestFrom } from "../../support/fromAddress.ts"
import { fixtureApp, serveApp, type Served } from "./support/fixture.ts"

const canonical = (text: string) => {
  const ip = parseIp(text)
  return ip && formatIp(ip)
}
const trusted = (list: string) => parseAddressList("test", list)
const LOOPBACK = trusted("127.0.0.1,::1")

describe("addresses", () => {
  it("reads IPv4 and IPv6 and writes them canonically; an IPv4-mapped address is its IPv4 address", () => {
    expect(canonical(" 203.0.113.7 ")).toBe("203.0.113.7")
    expect(canonical("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8::1")
    expect(canonical("::ffff:127.0.0.1")).toBe("127.0.0.1")
    expect(canonical("::FFFF:7f00:1")).toBe("127.0.0.1")
    expect(canonical("::1")).toBe("::1")
    expect(canonical("::")).toBe("::")
    expect(parseIp("::ffff:127.0.0.1")).toEqual(parseIp("127.0.0.1"))
  })

  it("refuses what is no bare address", () => {
    for (const text of [
      "",
      "unknown",
      "01.2.3.4",
      "1.2.3.4:80",
      "[::1]",
      "fe80::1%eth0",
      "1.2.3",
      "2001:db8::g",
    ]) {
      expect(parseIp(text), text).toBeUndefined()
    }
  })

  it("writes an address's network", () => {
    expect(networkOf(parseIp("2001:db8:1:2:aaaa:bbbb:cccc:dddd")!, 64)).toBe("2001:db8:1:2::/64")
    expect(networkOf(parseIp("10.1.2.3")!, 8)).toBe("10.0.0.0/8")
  })
})

describe("address lists", () => {
  it("match addresses and CIDR ranges of both families, IPv4-mapped addresses as IPv4", () => {
    const list = trusted("127.0.0.1, 10.0.0.0/8, 2001:db8::/32, ::ffff:192.168.0.0/112")
    const includes = (text: string) => listIncludes(list, parseIp(text)!)
    expect(includes("127.0.0.1")).toBe(true)
    expect(includes("::ffff:127.0.0.1")).toBe(true)
    expect(includes("127.0.0.40")).toBe(false)
    expect(includes("10.255.0.1")).toBe(true)
    expect(includes("11.0.0.1")).toBe(false)
    expect(includes("2001:db8:ffff::1")).toBe(true)
    expect(includes("2001:db9::1")).toBe(false)
    expect(includes("192.168.3.4")).toBe(true)
    expect(includes("192.169.0.1")).toBe(false)
  })

  it("refuse a wrong entry, naming the setting", () => {
    for (const value of ["10.0.0.0/33", "10.0.0.0/8/8", "localhost", "::1/129", "10.0.0.1/-1"]) {
      expect(() => trustedProxiesFrom({ SANDBOX_TRUSTED_PROXIES: value }), value).toThrow(
        /SANDBOX_TRUSTED_PROXIES/,
      )
    }
    expect(() => kioskAddressesFrom({ SANDBOX_KIOSK_ADDRESSES: "kiosk-1" })).toThrow(
      /SANDBOX_KIOSK_ADDRESSES/,
    )
  })

  it("trust the loopback unless told otherwise; none trusts nobody; no kiosks unless listed", () => {
    expect(trustedProxiesFrom({})).toEqual(LOOPBACK)
    expect(trustedProxiesFrom({ SANDBOX_TRUSTED_PROXIES: "" })).toEqual(LOOPBACK)
    expect(trustedProxiesFrom({ SANDBOX_TRUSTED_PROXIES: "none" })).toEqual([])
    expect(trustedProxiesFrom({ SANDBOX_TRUSTED_PROXIES: "10.0.0.0/8" })).toEqual(trusted("10.0.0.0/8"))
    expect(kioskAddressesFrom({})).toEqual([])
  })
})

describe("the client's address", () => {
  const proxies = trusted("127.0.0.1, 10.0.0.0/8")

  it("is the peer's when the peer is no trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddressFrom("203.0.113.7", "198.51.100.1", proxies)).toBe("203.0.113.7")
    expect(clientAddressFrom("127.0.0.40", "198.51.100.1", LOOPBACK)).toBe("127.0.0.40")
  })

  it("is the peer's when a trusted proxy sends no X-Forwarded-For", () => {
    expect(clientAddressFrom("127.0.0.1", undefined, proxies)).toBe("127.0.0.1")
    expect(clientAddressFrom("::ffff:127.0.0.1", undefined, proxies)).toBe("127.0.0.1")
  })

  it("is X-Forwarded-For's rightmost address that is no trusted proxy", () => {
    expect(clientAddressFrom("127.0.0.1", "203.0.113.7", proxies)).toBe("203.0.113.7")
    expect(clientAddressFrom("::ffff:127.0.0.1", "203.0.113.7", proxies)).toBe("203.0.113.7")
    // a client's own X-Forwarded-For stays on the left, where the proxies did not write
    expect(clientAddressFrom("127.0.0.1", "198.51.100.1, 203.0.113.7, 10.0.0.2", proxies)).toBe("203.0.113.7")
    expect(clientAddressFrom("10.0.0.3", "2001:DB8::7,10.0.0.2", proxies)).toBe("2001:db8::7")
  })

  it("is the leftmost address when every one is a trusted proxy", () => {
    expect(clientAddressFrom("127.0.0.1", "10.0.0.5, 10.0.0.2", proxies)).toBe("10.0.0.5")
  })

  it("stops at a malformed entry: the last valid address, or the peer", () => {
    expect(clientAddressFrom("127.0.0.1", "203.0.113.7, unknown, 10.0.0.2", proxies)).toBe("10.0.0.2")
    expect(clientAddressFrom("127.0.0.1", "203.0.113.7, 203.0.113.8:4711", proxies)).toBe("127.0.0.1")
    expect(clientAddressFrom("127.0.0.1", "", proxies)).toBe("127.0.0.1")
    expect(clientAddressFrom("127.0.0.1", "203.0.113.7,,10.0.0.2", proxies)).toBe("10.0.0.2")
  })

  it("is 'unknown' without a connection", () => {
    expect(clientAddressFrom(undefined, "203.0.113.7", proxies)).toBe("unknown")
  })
})

describe("over HTTP", () => {
  let served: Served
  beforeAll(async () => {
    const app = fixtureApp((app) => {
      app.get("/api/own", (c) => c.json({ address: clientAddressOf(c), origin: originOf(c) }))
    })
    served = await serveApp(app)
  })
  afterAll(() => served.close())

  const ask = async (localAddress: string, headers: Record<string, string> = {}) =>
    (await requestFrom(`${served.url}/api/own`, { localAddress, headers })).json<{
      address: string
      origin: string
    }>()
  const FORWARDED = {
    "x-forwarded-for": "198.51.100.1, 203.0.113.7",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "portal.example:8443",
  }

  it("takes the client and the origin from a trusted proxy (the loopback by default)", async () => {
    expect(await ask("127.0.0.1", FORWARDED)).toEqual({
      address: "203.0.113.7",
      origin: "https://portal.example:8443",
    })
    // nginx sends the scheme and the browser's Host, not X-Forwarded-Host
    const { "x-forwarded-host": _, ...nginx } = FORWARDED
    expect((await ask("127.0.0.1", nginx)).origin).toBe(served.url.replace("http:", "https:"))
  })

  it("ignores X-Forwarded-* from a peer that is no trusted proxy", async () => {
    expect(await ask("127.0.0.40", FORWARDED)).toEqual({ address: "127.0.0.40", origin: served.url })
  })

  it("ignores a scheme other than http or https and a host that is no host", async () => {
    for (const host of ["evil.example/path", "[::::]", "portal.example:99999"]) {
      const odd = { "x-forwarded-proto": "javascript", "x-forwarded-host": host }
      expect((await ask("127.0.0.1", odd)).origin, host).toBe(served.url)
    }
  })
})
