import { lazy, Suspense } from "react"

// The parser is a chunk of its own, loaded where markdown first shows (not in any first load).
const MarkdownContent = lazy(() => import("./MarkdownContent.tsx"))

/**
 * Markdown from the backend, rendered safely (MarkdownContent: React elements by an allowlist, no HTML). Until
 * the parser's chunk has loaded nothing shows, rather than the raw markup.
 */
export function Markdown({ source, headingLevel }: { source: string; headingLevel: number }) {
  return (
    <div className="markdown">
      <Suspense fallback={null}>
        <MarkdownContent source={source} headingLevel={headingLevel} />
      </Suspense>
    </div>
  )
}
