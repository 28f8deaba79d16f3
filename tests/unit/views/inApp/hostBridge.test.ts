import { describe, expect, it } from "vitest"
import { isExternalHttpsLink, postToHost } from "../../../../src/features/shell/views/inApp/hostBridge.ts"

describe("the in-app host bridge", () => {
  it("posts JSON messages through window.ReactNativeWebView, and reports when there is no host", () => {
    const posted: string[] = []
    const host = { ReactNativeWebView: { postMessage: (message: string) => posted.push(message) } }
    expect(postToHost({ type: "openExternalLink", url: "https://www.example.fi/a" }, host as never)).toBe(
      true,
    )
    expect(posted).toEqual(['{"type":"openExternalLink","url":"https://www.example.fi/a"}'])
    expect(postToHost({ type: "openExternalLink", url: "https://x.fi" }, {} as never)).toBe(false)
  })

  it("only https links to another origin are external", () => {
    const origin = "https://portal.example.fi"
    expect(isExternalHttpsLink("https://www.example.fi/lääkärit/1", origin)).toBe(true)
    expect(isExternalHttpsLink("/en/booking", origin)).toBe(false)
    expect(isExternalHttpsLink("https://portal.example.fi/en", origin)).toBe(false)
    expect(isExternalHttpsLink("http://www.example.fi", origin)).toBe(false)
    expect(isExternalHttpsLink("tel:+358101234567", origin)).toBe(false)
  })
})
