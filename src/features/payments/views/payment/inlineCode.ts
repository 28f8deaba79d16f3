// Markup from the payment service without what the page's Content-Security-Policy refuses as it is parsed: event
// handler attributes (any attribute starting with on), style attributes, style elements and base elements
// (base-uri). Chromium reports each of them as a violation the moment the HTML parser meets it, in any document
// the page makes (DOMParser, a template, the Sanitizer API alike), although nothing runs there; so the sanitizer
// must never parse them. This is no sanitizer itself: what remains still goes through DOMPurify, and anything
// this reading misses costs a report, never a script.
//
// It reads the markup as the HTML tokenizer does (tags, attributes and their quoting, comments, bogus comments).
// Elements whose text the parser does not read as markup (script, style, textarea, title, xmp, iframe, noembed,
// noframes, plaintext) are cut whole, content and all: none of them is shown, and reading their text as markup
// could misplace a tag.

const WHITESPACE = new Set(["\t", "\n", "\f", "\r", " "])
const CUT_WHOLE = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "plaintext",
])
/** Dropped as tags alone: a base element's address is checked against base-uri as it is parsed. */
const DROPPED = new Set(["base"])
const ASCII_LETTER = /^[A-Za-z]$/

/** Whether the policy would refuse this attribute inline: an event handler or a style. */
const isRefused = (name: string) => name.startsWith("on") || name === "style"

interface Tag {
  /** Lower case; for an end tag without its slash. */
  name: string
  closing: boolean
  /** The tag as written, less its refused attributes. */
  text: string
  /** Where the markup after the tag starts. */
  end: number
}

/** The tag at `start` ("<" then a letter, or "</" then a letter), read by the tokenizer's rules. */
function readTag(html: string, start: number): Tag {
  const closing = html[start + 1] === "/"
  let at = start + (closing ? 2 : 1)
  while (at < html.length && !WHITESPACE.has(html[at]!) && html[at] !== "/" && html[at] !== ">") at++
  const name = html.slice(start + (closing ? 2 : 1), at).toLowerCase()
  let text = html.slice(start, at)
  while (at < html.length) {
    const character = html[at]!
    if (character === ">") return { name, closing, text: `${text}>`, end: at + 1 }
    if (WHITESPACE.has(character) || character === "/") {
      text += character
      at++
      continue
    }
    // an attribute: its name (the first character whatever it is, "=" too), then perhaps "=" and a value
    const attributeStart = at
    at++
    while (at < html.length && !WHITESPACE.has(html[at]!) && !"/>=".includes(html[at]!)) at++
    const attribute = html.slice(attributeStart, at).toLowerCase()
    let next = at
    while (next < html.length && WHITESPACE.has(html[next]!)) next++
    if (html[next] === "=") {
      next++
      while (next < html.length && WHITESPACE.has(html[next]!)) next++
      const quote = html[next]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, next + 1)
        next = close === -1 ? html.length : close + 1
      } else {
        while (next < html.length && !WHITESPACE.has(html[next]!) && html[next] !== ">") next++
      }
      at = next
    }
    if (!isRefused(attribute)) text += html.slice(attributeStart, at)
  }
  // the markup ends inside the tag: the parser drops such a tag
  return { name, closing, text: "", end: html.length }
}

/** Where a comment whose text starts at `from` (after "<!--") ends. */
function commentEnd(html: string, from: number): number {
  if (html.startsWith(">", from)) return from + 1
  if (html.startsWith("->", from)) return from + 2
  for (let at = html.indexOf("--", from); at >= 0; at = html.indexOf("--", at + 1)) {
    if (html.startsWith("-->", at)) return at + 3
    if (html.startsWith("--!>", at)) return at + 4
  }
  return html.length
}

/** Where the element opened before `from` ends: after its end tag, or at the end of the markup. */
function elementEnd(html: string, name: string, from: number): number {
  if (name === "plaintext") return html.length
  const lower = html.toLowerCase()
  for (let at = lower.indexOf(`</${name}`, from); at >= 0; at = lower.indexOf(`</${name}`, at + 1)) {
    const after = html[at + name.length + 2]
    if (after === undefined) return html.length
    if (WHITESPACE.has(after) || after === "/" || after === ">") return readTag(html, at).end
  }
  return html.length
}

/** The markup without event handlers, style attributes, base elements and the elements whose text is not markup. */
export function withoutInlineCode(html: string): string {
  let out = ""
  let at = 0
  while (at < html.length) {
    const open = html.indexOf("<", at)
    if (open === -1) return out + html.slice(at)
    out += html.slice(at, open)
    const next = html[open + 1] ?? ""
    const afterSlash = html[open + 2] ?? ""
    if (html.startsWith("<!--", open)) {
      at = commentEnd(html, open + 4)
      out += html.slice(open, at)
    } else if (ASCII_LETTER.test(next) || (next === "/" && ASCII_LETTER.test(afterSlash))) {
      const tag = readTag(html, open)
      if (!tag.closing && CUT_WHOLE.has(tag.name)) at = elementEnd(html, tag.name, tag.end)
      else if (DROPPED.has(tag.name)) at = tag.end
      else {
        out += tag.text
        at = tag.end
      }
    } else if (next === "!" || next === "?" || (next === "/" && afterSlash !== "" && afterSlash !== ">")) {
      // a bogus comment (a doctype, CDATA, a processing instruction, "</" and no letter): to the next ">"
      const close = html.indexOf(">", open)
      at = close === -1 ? html.length : close + 1
      out += html.slice(open, at)
    } else if (next === "/" && afterSlash === ">") {
      // "</>": nothing at all
      at = open + 3
    } else {
      out += "<"
      at = open + 1
    }
  }
  return out
}
