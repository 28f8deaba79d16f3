// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { Pagination } from "../../../../src/kit/ui/Pagination.tsx"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

function show(page: number, pageCount: number) {
  return renderView(
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefOf={(n) => `/en/conversations?page=${n}`}
      label="Pages of the conversations"
    />,
    { path: "/en/conversations", url: "/en/conversations" },
  )
}

const pageLinks = () =>
  within(screen.getByRole("navigation", { name: "Pages of the conversations" }))
    .getAllByRole("link")
    .map((link) => ({
      name: link.getAttribute("aria-label") ?? link.textContent,
      href: link.getAttribute("href"),
    }))

describe("Pagination (spec messaging §2)", () => {
  it("shows nothing for a single page", async () => {
    await show(1, 1)
    expect(screen.queryByRole("navigation")).toBeNull()
  })

  it("links every page with its number in the URL, the current one aria-current", async () => {
    await show(1, 2)
    expect(pageLinks()).toEqual([
      { name: "Page 1", href: "/en/conversations?page=1" },
      { name: "Page 2", href: "/en/conversations?page=2" },
      { name: "Next ›", href: "/en/conversations?page=2" },
    ])
    expect(screen.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page")
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBeNull()
  })

  it("shows the first, the last and a window around the current page, with dots for the rest", async () => {
    await show(6, 12)
    const nav = screen.getByRole("navigation")
    const items = within(nav)
      .getAllByRole("listitem", { hidden: true })
      .map((item) => item.textContent)
    expect(items).toEqual(["‹ Previous", "1", "…", "5", "6", "7", "…", "12", "Page 6 of 12", "Next ›"])
    // the dots are decoration: the links name every page there is a way to
    expect(within(nav).getAllByText("…")[0]!.getAttribute("aria-hidden")).toBe("true")
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/en/conversations?page=5",
    )
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/en/conversations?page=7")
  })

  it("has no previous on the first page and no next on the last", async () => {
    await show(12, 12)
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull()
    expect(screen.getByRole("link", { name: "Previous" })).toBeTruthy()
  })

  it("takes a page beyond the last as the last", async () => {
    await show(40, 3)
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("aria-current")).toBe("page")
  })
})
