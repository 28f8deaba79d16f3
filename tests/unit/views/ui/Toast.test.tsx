// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { useToast, type Toast } from "../../../../src/kit/ui/toast/ToastProvider.tsx"
import { renderView } from "../../../support/renderView.tsx"

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Trigger({ toast }: { toast: Toast }) {
  const { show } = useToast()
  return (
    <button type="button" onClick={() => show(toast)}>
      Show
    </button>
  )
}

/** The trigger in the providers a page has, the toasts' among them. */
async function setup(toast: Toast) {
  await renderView(<Trigger toast={toast} />)
  act(() => {
    fireEvent.click(screen.getByRole("button", { name: "Show" }))
  })
}

describe("toasts", () => {
  it("announces an info toast politely and removes it after the default 10 s", async () => {
    await setup({ tone: "info", text: "Saved" })
    expect(screen.getByRole("status").textContent).toContain("Saved")
    act(() => vi.advanceTimersByTime(9_999))
    expect(screen.queryByText("Saved")).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText("Saved")).toBeNull()
  })

  it("announces an error assertively, with its description, for the duration given", async () => {
    await setup({ tone: "error", text: "Failed", description: "Try again", durationMs: 20_000 })
    const alert = screen.getByRole("alert")
    expect(alert.textContent).toContain("Failed")
    expect(alert.textContent).toContain("Try again")
    act(() => vi.advanceTimersByTime(19_000))
    expect(screen.queryByText("Failed")).not.toBeNull()
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.queryByText("Failed")).toBeNull()
  })

  it("closes from its close button", async () => {
    await setup({ tone: "success", text: "Done" })
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Close notification" }))
    })
    expect(screen.queryByText("Done")).toBeNull()
  })

  it("stops its time while the pointer is over it", async () => {
    await setup({ tone: "info", text: "Hold", durationMs: 1_000 })
    const toast = screen.getByText("Hold").closest(".toast")!
    act(() => vi.advanceTimersByTime(600))
    act(() => {
      fireEvent.mouseEnter(toast)
    })
    act(() => vi.advanceTimersByTime(5_000))
    expect(screen.queryByText("Hold")).not.toBeNull()
    act(() => {
      fireEvent.mouseLeave(toast)
    })
    act(() => vi.advanceTimersByTime(399))
    expect(screen.queryByText("Hold")).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText("Hold")).toBeNull()
  })

  it("replaces an action's failures with its success, and leaves other actions' toasts", async () => {
    function Outcomes() {
      const { show } = useToast()
      return (
        <>
          <button type="button" onClick={() => show({ tone: "error", text: "Not saved", action: "save" })}>
            Fail
          </button>
          <button type="button" onClick={() => show({ tone: "success", text: "Saved", action: "save" })}>
            Succeed
          </button>
          <button type="button" onClick={() => show({ tone: "info", text: "Thread closed" })}>
            Other
          </button>
        </>
      )
    }
    await renderView(<Outcomes />)
    const press = (name: string) =>
      act(() => {
        fireEvent.click(screen.getByRole("button", { name }))
      })
    press("Other")
    press("Fail")
    press("Fail")
    // each failed try says so
    expect(screen.getAllByText("Not saved")).toHaveLength(2)
    press("Succeed")
    expect(screen.queryByText("Not saved")).toBeNull()
    expect(screen.getByRole("status").textContent).toContain("Saved")
    expect(screen.getByRole("status").textContent).toContain("Thread closed")
    expect(screen.getByRole("alert").childElementCount).toBe(0)
  })

  it("gives the page room at its end while toasts show, and takes it back after", async () => {
    const root = document.documentElement
    await setup({ tone: "info", text: "Room", durationMs: 1_000 })
    // its code loads with the first toast
    await act(async () => {
      await import("../../../../src/kit/ui/toast/toastInset.ts")
    })
    expect(root.style.getPropertyValue("--toast-inset")).toMatch(/^\d+(\.\d+)?px$/)
    act(() => vi.advanceTimersByTime(1_000))
    // the watch hears the toast go (a mutation, a microtask later)
    await act(async () => {})
    expect(root.style.getPropertyValue("--toast-inset")).toBe("")
  })

  it("needs a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<Trigger toast={{ tone: "info", text: "x" }} />)).toThrow(/ToastProvider/)
  })
})
