// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { Tabs } from "../../../../src/kit/ui/tabs/Tabs.tsx"

const TABS = [
  { id: "a", label: "Alpha" },
  { id: "b", label: "Beta" },
  { id: "c", label: "Gamma" },
] as const
type Id = (typeof TABS)[number]["id"]

function Harness({ selections }: { selections: Id[] }) {
  const [selected, setSelected] = useState<Id>("a")
  return (
    <Tabs
      className="demo"
      label="Demo tabs"
      tabs={TABS}
      selected={selected}
      onSelect={(id) => (selections.push(id), setSelected(id))}
    >
      {(id) => <p>Panel {id}</p>}
    </Tabs>
  )
}

afterEach(cleanup)

const tab = (name: string) => screen.getByRole("tab", { name })

describe("Tabs", () => {
  it("names the list, selects one tab, is one tab stop, and shows only the selected panel labelled by its tab", () => {
    render(<Harness selections={[]} />)
    expect(screen.getByRole("tablist", { name: "Demo tabs" })).toBeTruthy()
    expect(tab("Alpha").getAttribute("aria-selected")).toBe("true")
    expect(tab("Beta").getAttribute("aria-selected")).toBe("false")
    expect(TABS.map(({ label }) => tab(label).tabIndex)).toEqual([0, -1, -1])
    const panel = screen.getByRole("tabpanel")
    expect(panel.textContent).toBe("Panel a")
    expect(panel.getAttribute("aria-labelledby")).toBe(tab("Alpha").id)
    expect(tab("Alpha").getAttribute("aria-controls")).toBe(panel.id)
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1)
  })

  it("a click selects; pressing the selected tab again asks for nothing", () => {
    const selections: Id[] = []
    render(<Harness selections={selections} />)
    fireEvent.click(tab("Gamma"))
    fireEvent.click(tab("Gamma"))
    expect(selections).toEqual(["c"])
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel c")
  })

  it("arrow keys wrap around, Home and End go to the ends, and focus follows the selection", () => {
    const selections: Id[] = []
    render(<Harness selections={selections} />)
    tab("Alpha").focus()
    for (const key of ["ArrowLeft", "ArrowLeft", "ArrowRight", "Home", "End"])
      fireEvent.keyDown(document.activeElement as Element, { key })
    expect(selections).toEqual(["c", "b", "c", "a", "c"])
    expect(document.activeElement).toBe(tab("Gamma"))
    expect(TABS.map(({ label }) => tab(label).tabIndex)).toEqual([-1, -1, 0])
    fireEvent.keyDown(tab("Gamma"), { key: "ArrowRight", ctrlKey: true })
    fireEvent.keyDown(tab("Gamma"), { key: "x" })
    expect(selections).toHaveLength(5)
  })

  it("moves on from the tab with focus while the caller's selection is still on its way (quick presses)", () => {
    const selections: Id[] = []
    // the caller has not yet answered either press with a new selection
    render(
      <Tabs
        className="demo"
        label="Demo tabs"
        tabs={TABS}
        selected="a"
        onSelect={(id) => selections.push(id)}
      >
        {(id) => <p>Panel {id}</p>}
      </Tabs>,
    )
    tab("Alpha").focus()
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" })
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" })
    expect(selections).toEqual(["b", "c"])
    expect(document.activeElement).toBe(tab("Gamma"))
  })
})
