import { isLang } from "../../domain/language.ts"
import { compiledRoutes } from "./compile.ts"
import { isValidParam } from "./params.ts"
import type { RouteMatch } from "./routeTypes.ts"

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * The route a pathname shows, with its language and params (as strings), or undefined. Params must fit their
 * patterns (/fi/ajanvaraukset/abc is no route); where two routes could match, static words beat params
 * (/en/conversations/new is conversationNew). A trailing slash is ignored; a query or fragment is cut off.
 */
export function matchPath(pathname: string): RouteMatch | undefined {
  const path = pathname.split(/[?#]/, 1)[0] ?? ""
  if (!path.startsWith("/")) return undefined
  const decoded = path.slice(1).replace(/\/$/, "").split("/").map(decodeSegment)
  const [lang, ...rest] = decoded
  if (!isLang(lang) || rest.some((segment) => segment === undefined || segment === "")) return undefined
  const segments = rest as string[]

  for (const route of compiledRoutes(lang)) {
    if (route.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const fits = route.segments.every((segment, index) => {
      const text = segments[index] as string
      if (segment.kind === "static") return segment.word === text
      params[segment.name] = text
      return isValidParam(segment.paramKind, text)
    })
    if (fits) return { routeId: route.routeId, lang, params } as RouteMatch
  }
  return undefined
}
