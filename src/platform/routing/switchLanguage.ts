import { isLang, LANGUAGES, type Lang } from "../../domain/language.ts"
import { buildRoutePath } from "./buildPath.ts"
import { matchPath } from "./matchPath.ts"
import { isAvailableIn } from "./routeTable.ts"

/** Query keys whose value is an in-app path (spec: login's nextPath, MFA/expired-session/hpa next). */
const PATH_VALUED_QUERY_KEYS = new Set(["next", "nextPath"])
const LANG_PREFIXED = new RegExp(`^/(${LANGUAGES.join("|")})(?=$|[/?#])`)

function splitUrl(url: string): { path: string; search: string; hash: string } {
  const hashAt = url.indexOf("#")
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? "" : url.slice(hashAt)
  const queryAt = beforeHash.indexOf("?")
  return queryAt === -1
    ? { path: beforeHash, search: "", hash }
    : { path: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt), hash }
}

function decodeQueryPart(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "))
  } catch {
    return undefined
  }
}

/**
 * The query as it was, except that an in-app path (/{lang}/…) in next/nextPath moves to the target language too,
 * so that logging in after switching lands on the page in the language the user chose. Other parts keep their
 * bytes.
 */
function switchQuery(search: string, targetLang: Lang): string {
  if (search.length <= 1) return search
  const parts = search
    .slice(1)
    .split("&")
    .map((part) => {
      const equalsAt = part.indexOf("=")
      if (equalsAt === -1) return part
      const key = decodeQueryPart(part.slice(0, equalsAt))
      const value = decodeQueryPart(part.slice(equalsAt + 1))
      if (key === undefined || !PATH_VALUED_QUERY_KEYS.has(key) || value === undefined) return part
      if (!LANG_PREFIXED.test(value)) return part
      return `${part.slice(0, equalsAt)}=${encodeURIComponent(switchLanguage(value, targetLang))}`
    })
  return `?${parts.join("&")}`
}

/**
 * The same page in another language, keeping params, query and fragment:
 * switchLanguage("/fi/vapaat-ajat/12?startDate=2025-01-02", "sv") → "/sv/lediga-tider/12?startDate=2025-01-02".
 * A page missing in the target language (help) gives that language's front page. An unknown path only gets its
 * /{lang} prefix swapped (or added when it has none).
 */
export function switchLanguage(url: string, targetLang: Lang): string {
  const { path, search, hash } = splitUrl(url)
  const match = matchPath(path)
  if (match !== undefined) {
    if (!isAvailableIn(match.routeId, targetLang)) return `/${targetLang}`
    return buildRoutePath(match.routeId, targetLang, match.params) + switchQuery(search, targetLang) + hash
  }
  const [, first = "", ...rest] = path.split("/")
  const tail = isLang(first) ? rest : first === "" && rest.length === 0 ? [] : [first, ...rest]
  return [`/${targetLang}`, ...tail].join("/") + switchQuery(search, targetLang) + hash
}
