import type { Definition, Nodes, Parents, PhrasingContent, RootContent } from "mdast"
import { fromMarkdown } from "mdast-util-from-markdown"
import { Fragment, useMemo, type ReactNode } from "react"

/**
 * The protocols a link in markdown may have (issue 15: no javascript:, data: or anything else); a link with any
 * other address, a relative one too, shows its text without the link.
 */
const LINK_PROTOCOLS: ReadonlySet<string> = new Set(["http:", "https:", "mailto:", "tel:"])

/** The address when it is an absolute http(s), mailto or tel URL; undefined otherwise. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined
  } catch {
    return undefined
  }
}

type Context = {
  definitions: ReadonlyMap<string, Definition>
  /** The level of the markdown's own first-level heading (the announcement's heading is above it). */
  headingBase: number
  /** Inside a loose list (items apart by blank lines), whose items keep their paragraphs. */
  looseList?: boolean
}

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const

const BLOCK_PARENTS: ReadonlySet<string> = new Set(["root", "blockquote", "listItem"])

function children(node: Parents, context: Context): ReactNode[] {
  const isBlock = BLOCK_PARENTS.has(node.type)
  return node.children.map((child, index) => (
    <Fragment key={index}>
      {/* a block of raw HTML shows as a paragraph of its text */}
      {isBlock && child.type === "html" ? <p>{child.value}</p> : render(child, context)}
    </Fragment>
  ))
}

function link(url: string, title: string | null | undefined, content: ReactNode): ReactNode {
  const href = safeHref(url)
  if (!href) return content
  return (
    <a href={href} title={title ?? undefined}>
      {content}
    </a>
  )
}

/**
 * One node of the markdown's syntax tree as React elements, by an allowlist: everything is React text or one of
 * these elements, never HTML. Raw HTML in the markdown shows as the text it is; images show their alternative
 * text (the portal loads no pictures from elsewhere); links only with the protocols above.
 */
function render(node: Nodes | RootContent | PhrasingContent, context: Context): ReactNode {
  switch (node.type) {
    case "root":
      return children(node, context)
    case "paragraph":
      return <p>{children(node, context)}</p>
    case "heading": {
      const Heading = HEADINGS[Math.min(context.headingBase + node.depth - 2, 5)]!
      return <Heading>{children(node, context)}</Heading>
    }
    case "blockquote":
      return <blockquote>{children(node, context)}</blockquote>
    case "list": {
      const items = children(node, {
        ...context,
        looseList: Boolean(node.spread) || node.children.some((item) => item.spread),
      })
      return node.ordered ? (
        <ol start={node.start === 1 ? undefined : (node.start ?? undefined)}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      )
    }
    case "listItem":
      // a tight list's items hold their text without paragraphs, as CommonMark renders them
      return (
        <li>
          {context.looseList
            ? children(node, context)
            : node.children.map((child, index) => (
                <Fragment key={index}>
                  {child.type === "paragraph" ? children(child, context) : render(child, context)}
                </Fragment>
              ))}
        </li>
      )
    case "thematicBreak":
      return <hr />
    case "code":
      return (
        <pre>
          <code>{node.value}</code>
        </pre>
      )
    case "inlineCode":
      return <code>{node.value}</code>
    case "emphasis":
      return <em>{children(node, context)}</em>
    case "strong":
      return <strong>{children(node, context)}</strong>
    case "delete":
      return <del>{children(node, context)}</del>
    case "break":
      return <br />
    case "link":
      return link(node.url, node.title, children(node, context))
    case "linkReference": {
      const definition = context.definitions.get(node.identifier)
      const content = children(node, context)
      return definition ? link(definition.url, definition.title, content) : content
    }
    case "image":
    case "imageReference":
      return node.alt ?? ""
    case "text":
    case "html":
      return node.value
    case "definition":
      return null
    default:
      // the extensions' nodes (tables, footnotes, front matter) are not parsed: CommonMark only
      return "value" in node && typeof node.value === "string" ? node.value : null
  }
}

function definitionsOf(node: Nodes, into = new Map<string, Definition>()): Map<string, Definition> {
  if (node.type === "definition" && !into.has(node.identifier)) into.set(node.identifier, node)
  if ("children" in node) for (const child of node.children) definitionsOf(child, into)
  return into
}

/**
 * Markdown from the backend (the customer messaging announcement, issue 15), parsed by mdast-util-from-markdown
 * (CommonMark) and rendered as React elements by an allowlist. `headingLevel` is the level of the heading above
 * the text, so a heading in the markdown goes under it.
 */
export default function MarkdownContent({ source, headingLevel }: { source: string; headingLevel: number }) {
  const content = useMemo(() => {
    const tree = fromMarkdown(source)
    return render(tree, { definitions: definitionsOf(tree), headingBase: headingLevel + 1 })
  }, [source, headingLevel])
  return <>{content}</>
}
