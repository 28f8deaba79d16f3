// @vitest-environment happy-dom
// Issue 31: an image attachment previewed in the thread once its message is on screen, other files with their
// icon; opening a file downloads it with no new tab, and a URL that cannot be had says so and is asked again.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ConversationsPage } from "../../../../src/features/messaging/views/ConversationsPage.tsx"
import { ThreadPage } from "../../../../src/features/messaging/views/ThreadPage.tsx"
import {
  buildRoutePath,
  operationNameOf,
  renderPages,
  useWorkerSandbox,
  type PageOptions,
  type RenderedPage,
} from "./support.tsx"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

/** An IntersectionObserver the test drives: `show()` brings every observed element on screen. */
class FakeObserver {
  static all: FakeObserver[] = []
  readonly targets: Element[] = []
  private readonly callback: IntersectionObserverCallback
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.targets.length = 0
  }
  static show() {
    for (const observer of FakeObserver.all) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }))
      if (entries.length > 0)
        observer.callback(entries as unknown as IntersectionObserverEntry[], {} as never)
    }
  }
}

beforeEach(() => {
  FakeObserver.all = []
  vi.stubGlobal("IntersectionObserver", FakeObserver)
  return () => vi.unstubAllGlobals()
})

const pages = { conversations: <ConversationsPage />, conversationThread: <ThreadPage /> }

async function openThread(title: string, options: PageOptions = {}): Promise<RenderedPage> {
  const page = await renderPages(sandbox(), pages, buildRoutePath("conversations", "en"), options)
  await screen.findByRole("list", { name: "Conversations" })
  const item = page.area.conversations.items.find(
    (conversation) => conversation.title.kind === "title" && conversation.title.text === title,
  )
  expect(item, `Aino has a thread ${title}`).toBeDefined()
  await act(() => page.router.navigate(buildRoutePath("conversationThread", "en", { threadId: item!.id })))
  await screen.findByRole("heading", { level: 1, name: title })
  return page
}

/** The operations asked for, by name, as the page asks them. */
function recordOperations(names: string[]): PageOptions["intercept"] {
  return async (request) => {
    const name = await operationNameOf(request)
    if (name) names.push(name)
    return undefined
  }
}

describe("image attachments in the thread (issue 31)", () => {
  it("previews a seeded photo only once its message is on screen, named by its file name", async () => {
    const operations: string[] = []
    await openThread("Ihottuma kyynärvarressa", { intercept: recordOperations(operations) })
    const button = screen.getByRole("button", { name: "Image: ihottuma.jpg (downloads the file)" })
    // not on screen yet: the file's icon, and no address asked for
    expect(within(button).queryByRole("img")).toBeNull()
    expect(button.querySelector("svg.file-type-icon")).not.toBeNull()
    expect(operations).not.toContain("AttachmentDownloadUrl")

    act(() => FakeObserver.show())
    const preview = await within(button).findByRole("img", { name: "ihottuma.jpg" })
    expect(preview.getAttribute("src")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/uploads\/[^?]+\?/)
    expect(preview.getAttribute("loading")).toBe("lazy")
    expect(operations.filter((name) => name === "AttachmentDownloadUrl")).toHaveLength(1)
    // the name is said once: by the preview's alternative text
    expect(button.textContent).toContain("ihottuma.jpg")
    expect(screen.getByRole("button", { name: "Image: ihottuma.jpg (downloads the file)" })).toBe(button)
  })

  it("keeps a PDF's icon and asks for no preview", async () => {
    const operations: string[] = []
    await openThread("Laboratoriotulokset", { intercept: recordOperations(operations) })
    const button = screen.getByRole("button", { name: "File: Laboratoriotulokset.pdf (downloads the file)" })
    act(() => FakeObserver.show())
    expect(button.querySelector("svg.file-type-icon")).not.toBeNull()
    expect(button.querySelector("img")).toBeNull()
    expect(operations).not.toContain("AttachmentDownloadUrl")
  })

  it("falls back to the icon when the preview's address cannot be had, and the thread stays", async () => {
    const { area } = await openThread("Ihottuma kyynärvarressa", {
      intercept: async (request) => {
        if ((await operationNameOf(request)) === "AttachmentDownloadUrl")
          return new Response("", { status: 503 })
      },
    })
    act(() => FakeObserver.show())
    const button = screen.getByRole("button", { name: "Image: ihottuma.jpg (downloads the file)" })
    await waitFor(() => expect([...area.downloads.previews.values()]).toEqual(["failed"]))
    expect(button.querySelector("img")).toBeNull()
    expect(button.querySelector("svg.file-type-icon")).not.toBeNull()
    expect(screen.getByText("Kiitos, kokeilen tätä.")).toBeTruthy()
  })

  it("asks for a fresh URL once when the browser cannot show the image (an expired one), then keeps the icon", async () => {
    const operations: string[] = []
    await openThread("Ihottuma kyynärvarressa", { intercept: recordOperations(operations) })
    act(() => FakeObserver.show())
    const first = await screen.findByRole("img", { name: "ihottuma.jpg" })
    fireEvent.error(first)
    await waitFor(() => expect(operations.filter((name) => name === "AttachmentDownloadUrl")).toHaveLength(2))
    await screen.findByRole("img", { name: "ihottuma.jpg" })
    fireEvent.error(screen.getByRole("img", { name: "ihottuma.jpg" }))
    const button = screen.getByRole("button", { name: "Image: ihottuma.jpg (downloads the file)" })
    await waitFor(() => expect(button.querySelector("img")).toBeNull())
    expect(button.querySelector("svg.file-type-icon")).not.toBeNull()
    expect(operations.filter((name) => name === "AttachmentDownloadUrl")).toHaveLength(2)
  })
})

describe("opening a file (issue 31)", () => {
  it("says when the download URL cannot be had, opens no tab, and a press again downloads it", async () => {
    let failing = true
    const open = vi.spyOn(window, "open")
    const followed: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href)
    })
    await openThread("Laboratoriotulokset", {
      intercept: async (request) => {
        if (failing && (await operationNameOf(request)) === "AttachmentDownloadUrl")
          return new Response("", { status: 503 })
      },
    })
    const button = screen.getByRole("button", { name: "File: Laboratoriotulokset.pdf (downloads the file)" })
    fireEvent.click(button)
    const failure = await screen.findByText(
      "The attachment Laboratoriotulokset.pdf could not be opened. Please try again.",
    )
    expect(failure.getAttribute("role")).toBe("alert")
    expect(followed).toEqual([])
    failing = false
    fireEvent.click(button)
    await waitFor(() => expect(followed).toHaveLength(1))
    await waitFor(() =>
      expect(
        screen.queryByText("The attachment Laboratoriotulokset.pdf could not be opened. Please try again."),
      ).toBeNull(),
    )
    expect(open).not.toHaveBeenCalled()
  })
})
