// The headers every document of the built targets is served with (the preview server here; production's web
// server sends the same): a strict Content-Security-Policy and the other headers a health portal sends. The only
// inline code a built page has is its inlined stylesheets (inlineCss.ts); each is allowed by its hash.
import { createHash } from "node:crypto"

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** The CSP source of each inline <style> element's text, as the browser hashes it. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(([, text = ""]) => hashOf(text))
}

/**
 * The stylesheets react-aria adds at run time, as <style> elements of constant text: usePress's (no double-tap
 * delay on pressable elements) and usePreventScroll's (dialogs on touch screens). Allowed by their hashes, so a
 * change of either in the library shows as a violation in the end-to-end tests.
 */
export const LIBRARY_STYLES = [
  "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}",
  "@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}",
] as const

/**
 * Where a page may send a form: this origin, and the payment providers' pages the payment page posts to (their
 * origins, PAYMENT_PROVIDER_ORIGINS space-separated; the sandbox's test provider is on this origin).
 */
export function formActionOrigins(env: Record<string, string | undefined> = process.env): string[] {
  return (env.PAYMENT_PROVIDER_ORIGINS ?? "")
    .split(/\s+/)
    .filter((origin) => /^https:\/\/[^/\s]+$/.test(origin))
}

/**
 * The Content-Security-Policy of a document whose inline stylesheets are `styleHashes`; images from `imageOrigins`
 * (the contract's x-image-origins, webServer.ts) besides its own origin and data: URLs.
 */
export function contentSecurityPolicy(
  styleHashes: readonly string[],
  formOrigins: readonly string[],
  imageOrigins: readonly string[],
): string {
  return [
    "default-src 'self'",
    // no inline script and no eval: every script is a file of the build
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes, ...LIBRARY_STYLES.map(hashOf)].join(" "),
    // inline images (data:: the payment providers' SVG logos, the favicon) and the origins the backend declares
    // for image addresses (practitioners' pictures, providers' logos), not any https address
    ["img-src 'self' data:", ...imageOrigins].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${formOrigins.join(" ")}`.trim(),
  ].join("; ")
}

// Everything a page may ask of the browser is off, but what the kiosk needs: the camera (reading a QR code) and
// keeping the screen on
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=(self)",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "screen-wake-lock=(self)",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ")

/** The headers of a document of the built targets. */
export function documentHeaders(
  html: string,
  imageOrigins: readonly string[],
  env: Record<string, string | undefined> = process.env,
) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(
      inlineStyleHashes(html),
      formActionOrigins(env),
      imageOrigins,
    ),
    // addresses carry ids (appointments, invoices, threads): none leaves with a link
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": PERMISSIONS_POLICY,
  }
}
