// spec booking §1, messaging §9: in the in-app booking scope the portal runs in the provider's native app, inside
// a React Native WebView, and external https links are posted to the app (which opens them in the system
// browser) instead of being opened in the webview. The bridge is the WebView's injected
// window.ReactNativeWebView.postMessage(string); messages are JSON with a `type`.

/** What the page posts to the host app. Never personal data: only the address of a public page. */
export type HostMessage = { type: "openExternalLink"; url: string }

interface WebViewBridge {
  postMessage(message: string): void
}

function bridgeOf(target: Window): WebViewBridge | undefined {
  const bridge = (target as Window & { ReactNativeWebView?: Partial<WebViewBridge> }).ReactNativeWebView
  return typeof bridge?.postMessage === "function" ? (bridge as WebViewBridge) : undefined
}

/** Posts the message to the host app; false when the page is not inside one (nothing was posted). */
export function postToHost(message: HostMessage, target: Window = window): boolean {
  const bridge = bridgeOf(target)
  if (!bridge) return false
  bridge.postMessage(JSON.stringify(message))
  return true
}

/** An https address on another origin than the portal's own (the links the host app should open). */
export function isExternalHttpsLink(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin)
    return url.protocol === "https:" && url.origin !== origin
  } catch {
    return false
  }
}
