// @vitest-environment happy-dom
// A component whose code loads apart (src/kit/ui/preloadableLazy.tsx): preloaded, it renders in the first commit,
// with no fallback; rendered before its code is in, it suspends as React.lazy does, and stays the same instance
// once its code has come.
import { act, cleanup, render, screen } from "@testing-library/react"
import { Suspense, useState, type ComponentType } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { preloadableLazy } from "../../../../src/kit/ui/preloadableLazy.tsx"

afterEach(cleanup)

let mounts = 0
function Card({ label }: { label: string }) {
  const [mount] = useState(() => ++mounts)
  return (
    <p>
      {label} {mount}
    </p>
  )
}

/** The card's code, arriving when the test lets it. */
function cardArriving() {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const card = preloadableLazy(async () => {
    await arrived
    return Card
  })
  return { card, arrive }
}

const page = (Component: ComponentType<{ label: string }>, label: string) => (
  <Suspense fallback={<p>loading</p>}>
    <Component label={label} />
  </Suspense>
)

describe("a component loaded apart", () => {
  it("preloaded, shows in the first commit, without its boundary's fallback", async () => {
    const { card, arrive } = cardArriving()
    arrive()
    await card.preload()
    render(page(card.Component, "card"))
    expect(screen.getByText(/^card/)).toBeTruthy()
    expect(screen.queryByText("loading")).toBeNull()
  })

  it("rendered before its code is in, shows the fallback, then stays one instance as its page renders again", async () => {
    const { card, arrive } = cardArriving()
    const { rerender } = render(page(card.Component, "first"))
    expect(screen.getByText("loading")).toBeTruthy()
    await act(async () => arrive())
    const shown = screen.getByText(/^first/).textContent?.split(" ")[1]
    rerender(page(card.Component, "second"))
    expect(screen.getByText(/^second/).textContent).toBe(`second ${shown}`)
  })
})
