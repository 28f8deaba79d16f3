// The Element Timing API's attribute (https://wicg.github.io/element-timing/), which React passes to the DOM as it
// is: the browser then reports when the element's text or image is painted.
import "react"

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's own, whose parameter is T
  interface HTMLAttributes<T> {
    elementtiming?: string
  }
}
