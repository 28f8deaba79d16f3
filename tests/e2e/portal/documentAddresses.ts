// Every document address of both targets, as the route table defines them: each route in each of its languages
// (params filled with a value of their kind), the kiosk's own screens and the portal's addresses under /kiosk, and
// the pages the build gives a first frame of their own.
import { readdirSync } from "node:fs"
import path from "node:path"
import { LANGUAGES } from "../../../src/domain/language.ts"
import { matchPath, routePatterns } from "../../../src/platform/routing/index.ts"
import {
  KIOSK_BASENAME,
  KIOSK_CHECK_IN_PATH,
  KIOSK_SETUP_PATH,
} from "../../../src/features/kiosk/views/paths.ts"
import { framePageAddress } from "../../../targets/shared/framePages.ts"
import { OUT_DIR } from "../ports.ts"
import "../routeTable.ts"

/** Values that fit every param kind between them (an id, a list, a link token, an invoice number; a date). */
const PARAM_VALUES = ["1", "2026-01-05"]

/** A route pattern's address with each param filled by the first value the route takes there. */
function addressOf(pattern: string): string {
  const routeId = matchPath(pattern.replace(/:\w+/g, PARAM_VALUES[0] as string))?.routeId
  const filled = pattern
    .split("/")
    .map((segment, at, all) => {
      if (!segment.startsWith(":")) return segment
      const fits = PARAM_VALUES.find(
        (value) => matchPath([...all.slice(0, at), value, ...all.slice(at + 1)].join("/")) !== undefined,
      )
      return fits ?? segment
    })
    .join("/")
  if (routeId !== undefined && matchPath(filled)?.routeId !== routeId)
    throw new Error(`no param values make ${pattern} an address`)
  return filled
}

/** Each portal route in each of its languages. */
export function portalAddresses(): string[] {
  return LANGUAGES.flatMap((lang) => routePatterns(lang).map(({ path }) => addressOf(path)))
}

/**
 * The kiosk's screens, and the portal's addresses under the kiosk's base: the kiosk answers the booking ones and
 * sends the rest to its start, from its own document either way.
 */
export function kioskAddresses(): string[] {
  const screens = ["", "/", KIOSK_CHECK_IN_PATH, KIOSK_SETUP_PATH]
  return [...screens, ...portalAddresses()].map((address) => `${KIOSK_BASENAME}${address}`)
}

/** The addresses the build wrote a first frame's page for. */
export function framePageAddresses(): string[] {
  const files = readdirSync(OUT_DIR, { recursive: true, encoding: "utf8" })
  return files.flatMap((file) => framePageAddress(file.split(path.sep).join("/")) ?? [])
}
