import DOMPurify from "dompurify"
import { isWebUrl, svgOfDataUrl } from "../../domain/payment.ts"

// The payment service's terms and logos come from the server as markup: both go through DOMPurify, a well-kept
// sanitizer, before they reach the page (loaded with the payment page only).

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
 * addresses (a javascript: link loses its href).
 */
export function sanitizeTerms(html: string): string {
  // DOMPurify hands markup back untouched where it cannot work (no DOM): then nothing shows
  if (!DOMPurify.isSupported) return ""
  hookLinks()
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "img", "svg", "math", "iframe"],
    FORBID_ATTR: ["style", "id", "class"],
  })
}

/**
 * A provider's logo as an image source: an inline SVG (data: URL) is sanitized with DOMPurify's SVG profile and
 * given back as a data: URL; a web address is used as it is (an image loaded by <img> runs no script); anything
 * else gives no logo.
 */
export function sanitizeLogo(source: string): string | undefined {
  const svg = svgOfDataUrl(source)
  if (svg !== undefined) {
    if (!DOMPurify.isSupported) return undefined
    const clean = DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } })
    return clean.includes("<svg")
      ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(clean)}`
      : undefined
  }
  return isWebUrl(source) ? source : undefined
}
