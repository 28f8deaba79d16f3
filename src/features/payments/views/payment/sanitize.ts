import DOMPurify from "dompurify"
import { isWebUrl, svgOfDataUrl } from "../../../../domain/payment.ts"
import { withoutInlineCode } from "./inlineCode.ts"

// The payment service's terms come from the server as HTML: they go through DOMPurify, a well-kept sanitizer,
// before they reach the page (loaded with the payment page only). A provider's inline SVG logo is only ever an
// image source, where the browser runs no script and loads nothing.

let hooked = false

/** Links in the terms open in a new tab without handing it this window, and only to web or mail addresses. */
function hookLinks(): void {
  if (hooked) return
  hooked = true
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName !== "A") return
    const href = node.getAttribute("href")
    if (href === null) return
    if (!isWebUrl(href) && !href.startsWith("mailto:")) {
      node.removeAttribute("href")
      return
    }
    node.setAttribute("target", "_blank")
    node.setAttribute("rel", "noopener noreferrer")
  })
}

/**
 * The terms HTML, inert: no scripts, styles, forms, frames or event handlers, and links only to web or mail
 * addresses (a javascript: link loses its href). DOMPurify parses markup already rid of what the page's policy
 * refuses inline (inlineCode.ts), so that its parse reports no violation.
 */
export function sanitizeTerms(html: string): string {
  // DOMPurify hands markup back untouched where it cannot work (no DOM): then nothing shows
  if (!DOMPurify.isSupported) return ""
  hookLinks()
  return DOMPurify.sanitize(withoutInlineCode(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "img", "svg", "math", "iframe"],
    FORBID_ATTR: ["style", "id", "class"],
  })
}

/**
 * A provider's logo as an image source, never as markup in the page: an inline SVG (data: URL) is given back
 * re-encoded as a data: URL, a web address as it is; anything else gives no logo. An SVG shown by <img> runs no
 * script, answers no event and loads nothing, by the browser's own rules for images (as the practitioners'
 * pictures); parsing it in the page instead would report its style and handlers as policy violations.
 */
export function sanitizeLogo(source: string): string | undefined {
  const svg = svgOfDataUrl(source)
  if (svg !== undefined) {
    return /<svg[\s>]/i.test(svg) ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : undefined
  }
  return isWebUrl(source) ? source : undefined
}
