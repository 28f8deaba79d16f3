// The sandbox's own HTML pages (the identity provider, the test payment provider, the insurer's page) are served
// as strictly as the portal's: no script at all, their one inline stylesheet by its hash, forms to this origin only.
import { createHash } from "node:crypto"
import { createMiddleware } from "hono/factory"

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g

export function pagePolicy(html: string): string {
  const styles = [...html.matchAll(INLINE_STYLE)].map(
    ([, text = ""]) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
  )
  return [
    "default-src 'none'",
    `style-src ${styles.length > 0 ? styles.join(" ") : "'none'"}`,
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** Adds the policy and the privacy headers to every HTML answer. */
export const pageHeaders = createMiddleware(async (c, next) => {
  await next()
  if (!/^text\/html\b/i.test(c.res.headers.get("Content-Type") ?? "")) return
  const html = await c.res.clone().text()
  c.res.headers.set("Content-Security-Policy", pagePolicy(html))
  c.res.headers.set("Referrer-Policy", "no-referrer")
  c.res.headers.set("X-Content-Type-Options", "nosniff")
})
