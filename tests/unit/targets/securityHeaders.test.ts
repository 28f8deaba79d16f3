import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import {
  contentSecurityPolicy,
  documentHeaders,
  formActionOrigins,
  inlineStyleHashes,
} from "../../../targets/shared/securityHeaders.ts"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

describe("the documents' security headers", () => {
  it("allow each inlined stylesheet by its hash, and nothing else inline", () => {
    const html = `<head><style>body{margin:0}</style><link rel="stylesheet" href="/a.css" disabled><style>.b{}</style></head>`
    expect(inlineStyleHashes(html)).toEqual([sha("body{margin:0}"), sha(".b{}")])
    const policy = contentSecurityPolicy(inlineStyleHashes(html), [], [])
    const directives = new Map(policy.split("; ").map((part) => [part.split(" ")[0], part]))
    expect(directives.get("script-src")).toBe("script-src 'self'")
    expect(directives.get("style-src")).toContain(sha("body{margin:0}"))
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    expect(directives.get("frame-ancestors")).toBe("frame-ancestors 'none'")
    expect(directives.get("connect-src")).toBe("connect-src 'self'")
    expect(directives.get("object-src")).toBe("object-src 'none'")
  })

  it("let forms go to this origin and the payment providers' configured origins only", () => {
    expect(
      formActionOrigins({ PAYMENT_PROVIDER_ORIGINS: "https://pay.example.fi  http://plain.example ftp://x" }),
    ).toEqual(["https://pay.example.fi"])
    expect(contentSecurityPolicy([], ["https://pay.example.fi"], [])).toContain(
      "form-action 'self' https://pay.example.fi",
    )
  })

  it("take images from this origin, data: URLs and the declared origins only, not any https address", () => {
    const policy = documentHeaders("<html></html>", ["https://www.aava.example"], {})[
      "Content-Security-Policy"
    ]
    const imgSrc = policy.split("; ").find((directive) => directive.startsWith("img-src "))
    expect(imgSrc).toBe("img-src 'self' data: https://www.aava.example")
    expect(contentSecurityPolicy([], [], [])).toContain("img-src 'self' data:;")
  })

  it("send no referrer, no sniffing, and allow the camera and the wake lock only", () => {
    const headers = documentHeaders("<html></html>", [], {})
    expect(headers["Referrer-Policy"]).toBe("no-referrer")
    expect(headers["X-Content-Type-Options"]).toBe("nosniff")
    const allowed = headers["Permissions-Policy"].split(", ").filter((entry) => !entry.endsWith("=()"))
    expect(allowed).toEqual(["camera=(self)", "screen-wake-lock=(self)"])
  })
})
