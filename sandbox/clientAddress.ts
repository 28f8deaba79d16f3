// Who the client is and which origin it used. The TCP peer is the client unless it is a trusted proxy
// (SANDBOX_TRUSTED_PROXIES: the local nginx, a load balancer, a CDN's edge); only then do X-Forwarded-For,
// X-Forwarded-Proto and X-Forwarded-Host count. From anyone else they are ignored, so a client cannot name itself.
//
// X-Forwarded-For is read from the right, where the proxy nearest the sandbox appended the address it saw:
// trusted proxies are skipped and the first address that is not one is the client. When every address is a
// trusted proxy the leftmost is the client. An entry that is no IP address ends the walk, at the last valid one
// (the peer when the rightmost is already malformed): what lies left of it was not written by a proxy we trust.
import { isIPv4, isIPv6 } from "node:net"
import type { Context } from "hono"
import type { SandboxEnv } from "./context.ts"

/** An IP address; an IPv4-mapped IPv6 address (::ffff:192.0.2.1) is the IPv4 address it maps. */
export interface Ip {
  family: 4 | 6
  value: bigint
}

/** An address or a CIDR range of SANDBOX_TRUSTED_PROXIES or SANDBOX_KIOSK_ADDRESSES. */
export interface AddressRange extends Ip {
  prefixBits: number
}
export type AddressList = readonly AddressRange[]

export const DEFAULT_TRUSTED_PROXIES = "127.0.0.1,::1"
/** The client's address when the request came without a connection (`app.request()` in one process). */
export const UNKNOWN_CLIENT = "unknown"

const bitsOf = (family: 4 | 6) => (family === 4 ? 32 : 128)
const MAPPED_IPV4 = 0xffffn

export function parseIp(text: string): Ip | undefined {
  const address = text.trim()
  if (isIPv4(address)) {
    return { family: 4, value: address.split(".").reduce((sum, octet) => (sum << 8n) + BigInt(octet), 0n) }
  }
  // a zone (fe80::1%eth0) names an interface of the machine that wrote it, not a client
  if (!isIPv6(address) || address.includes("%")) return undefined
  // The URL parser writes the address compressed, in hexadecimal groups only (an embedded IPv4 part too)
  const compressed = new URL(`http://[${address}]`).hostname.slice(1, -1)
  const [head, tail] = compressed.split("::") as [string, string | undefined]
  const groupsOf = (part: string | undefined) => (part ? part.split(":") : [])
  const zeros =
    tail === undefined ? [] : Array<string>(8 - groupsOf(head).length - groupsOf(tail).length).fill("0")
  const value = [...groupsOf(head), ...zeros, ...groupsOf(tail)].reduce(
    (sum, group) => (sum << 16n) + BigInt(`0x${group}`),
    0n,
  )
  return value >> 32n === MAPPED_IPV4 ? { family: 4, value: value & 0xffffffffn } : { family: 6, value }
}

export function formatIp(ip: Ip): string {
  if (ip.family === 4) return [24n, 16n, 8n, 0n].map((shift) => (ip.value >> shift) & 0xffn).join(".")
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) =>
    ((ip.value >> shift) & 0xffffn).toString(16),
  )
  return new URL(`http://[${groups.join(":")}]`).hostname.slice(1, -1)
}

/** The address's network of `prefixBits` bits, written as `address/bits` (2001:db8:1:2::/64). */
export function networkOf(ip: Ip, prefixBits: number): string {
  const hostBits = BigInt(bitsOf(ip.family) - prefixBits)
  return `${formatIp({ family: ip.family, value: (ip.value >> hostBits) << hostBits })}/${prefixBits}`
}

function parseRange(text: string): AddressRange | undefined {
  const [address = "", bits, ...rest] = text.split("/")
  const ip = parseIp(address)
  if (!ip || rest.length > 0 || (bits !== undefined && !/^[0-9]{1,3}$/.test(bits))) return undefined
  // ::ffff:10.0.0.0/104 is 10.0.0.0/8
  const written = isIPv6(address.trim()) ? 128 : 32
  const prefixBits = bits === undefined ? bitsOf(ip.family) : Number(bits) - (written - bitsOf(ip.family))
  return prefixBits >= 0 && prefixBits <= bitsOf(ip.family) ? { ...ip, prefixBits } : undefined
}

/** Comma-separated addresses and CIDR ranges, IPv4 and IPv6; a wrong entry is an error naming the setting. */
export function parseAddressList(name: string, value: string): AddressList {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  return entries.map((entry) => {
    const range = parseRange(entry)
    if (!range)
      throw new Error(`${name}: "${entry}" is not an IP address or a CIDR range (10.0.0.0/8, fd00::/8)`)
    return range
  })
}

export function listIncludes(list: AddressList, ip: Ip): boolean {
  return list.some((range) => {
    const hostBits = BigInt(bitsOf(range.family) - range.prefixBits)
    return range.family === ip.family && range.value >> hostBits === ip.value >> hostBits
  })
}

/** SANDBOX_TRUSTED_PROXIES: the loopback addresses when unset or empty (the local nginx); `none` trusts none. */
export function trustedProxiesFrom(env: Record<string, string | undefined>): AddressList {
  const value = env.SANDBOX_TRUSTED_PROXIES?.trim() || DEFAULT_TRUSTED_PROXIES
  return value === "none" ? [] : parseAddressList("SANDBOX_TRUSTED_PROXIES", value)
}

/** SANDBOX_KIOSK_ADDRESSES: provisioned lobby kiosks (sandbox/booking/checkInGuard.ts); none by default. */
export function kioskAddressesFrom(env: Record<string, string | undefined>): AddressList {
  return parseAddressList("SANDBOX_KIOSK_ADDRESSES", env.SANDBOX_KIOSK_ADDRESSES ?? "")
}

// The socket's own address may carry the zone of a link-local peer (fe80::1%eth0): the address is the peer
const parsePeer = (peer: string | undefined) =>
  peer === undefined ? undefined : parseIp(peer.replace(/%.*$/, ""))

/**
 * The client's address from the peer's address and the X-Forwarded-For it sent: the header counts only when the
 * peer is a trusted proxy. Written canonically (IPv4 dotted, IPv6 compressed, IPv4-mapped as IPv4).
 */
export function clientAddressFrom(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: AddressList,
): string {
  const peerIp = parsePeer(peer)
  if (!peerIp) return peer ?? UNKNOWN_CLIENT
  if (forwardedFor === undefined || !listIncludes(trusted, peerIp)) return formatIp(peerIp)
  let client = peerIp
  const entries = forwardedFor.split(",")
  for (let index = entries.length - 1; index >= 0; index--) {
    const ip = parseIp(entries[index]!)
    if (!ip) break
    client = ip
    if (!listIncludes(trusted, ip)) break
  }
  return formatIp(client)
}

const peerOf = (c: Context<SandboxEnv>): string | undefined => c.env?.incoming?.socket?.remoteAddress

function fromTrustedProxy(c: Context<SandboxEnv>): boolean {
  const ip = parsePeer(peerOf(c))
  return ip !== undefined && listIncludes(c.get("config").trustedProxies, ip)
}

/** Who is asking: the request's client address (the one place the sandbox decides it). */
export function clientAddressOf(c: Context<SandboxEnv>): string {
  return clientAddressFrom(peerOf(c), c.req.header("x-forwarded-for"), c.get("config").trustedProxies)
}

// The first (leftmost) value: what the client used, as the outermost proxy wrote it
const firstOf = (value: string | undefined) => value?.split(",")[0]?.trim()
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i

/**
 * The origin the client used, for the absolute URLs the sandbox hands out (uploads, downloads, the payment
 * provider): behind a trusted proxy its X-Forwarded-Proto (http or https) and X-Forwarded-Host, else the request's
 * own scheme and Host. Without them, upload URLs handed out behind a TLS proxy would be http:// and blocked.
 */
export function originOf(c: Context<SandboxEnv>): string {
  const own = new URL(c.req.url)
  if (!fromTrustedProxy(c)) return own.origin
  const proto = firstOf(c.req.header("x-forwarded-proto"))?.toLowerCase()
  const host = firstOf(c.req.header("x-forwarded-host"))
  const scheme = proto === "http" || proto === "https" ? proto : own.protocol.slice(0, -1)
  const forwarded = host && HOST.test(host) ? `${scheme}://${host}` : undefined
  return new URL(forwarded && URL.canParse(forwarded) ? forwarded : `${scheme}://${own.host}`).origin
}
