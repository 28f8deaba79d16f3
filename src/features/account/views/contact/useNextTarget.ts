import { useSearchParams } from "react-router"
import type { Lang } from "../../../../domain/language.ts"
import { buildPath, isInAppPath } from "../../../../platform/routing/index.ts"

/** Where a profile page goes on success: its `next` query when it is a path of this app, else the front page. */
export function useNextTarget(lang: Lang): string {
  const [params] = useSearchParams()
  const next = params.get("next")
  return isInAppPath(next) ? next : buildPath("front", lang)
}
