// @vitest-environment happy-dom
import { act, cleanup, screen, within } from "@testing-library/react"
import { useEffect, useRef, useState } from "react"
import { Link, Outlet, useMatches } from "react-router"
import { afterEach, describe, expect, it } from "vitest"
import type { PageHandle } from "../../../../src/features/shell/views/PageShell.tsx"
import { PageTitleProvider } from "../../../../src/kit/ui/page/PageTitle.tsx"
import { FocusOnNavigation } from "../../../../src/features/shell/views/useFocusOnNavigation.ts"
import { usePageTitle } from "../../../../src/kit/ui/page/usePageTitle.ts"
import { renderView } from "../../../support/renderView.tsx"

afterEach(cleanup)

/** What the portal's layout does: focus after navigation, the route's title unless a page state names itself. */
function Layout() {
  const title = (useMatches().at(-1)?.handle as PageHandle | undefined)?.title
  return (
    <PageTitleProvider routeId={title}>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <FocusOnNavigation />
    </PageTitleProvider>
  )
}

/** A page that shows a loading state first, then its content (a new heading element) when `loaded` resolves. */
function LoadingPage({ loaded }: { loaded: Promise<void> }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    void loaded.then(() => setReady(true))
  }, [loaded])
  if (!ready) {
    return (
      <div>
        <h1>Ajanvarauksesi</h1>
        <p role="status">Ladataan…</p>
      </div>
    )
  }
  return (
    <section>
      <p>
        <a href="#top">Varaa aika</a>
      </p>
      <h1>Ajanvarauksesi</h1>
      <input aria-label="Haku" />
    </section>
  )
}

/** A page that focuses its field itself on a first load (as the PIN page does). */
function FieldFirst() {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  return (
    <>
      <h1>Tunnistautuminen</h1>
      <input ref={field} aria-label="Koodi" />
    </>
  )
}

function NotFound() {
  usePageTitle("Sivua ei löytynyt")
  return <h1>Sivua ei löytynyt</h1>
}

async function setUp() {
  let finishLoading = () => {}
  const loaded = new Promise<void>((resolve) => (finishLoading = resolve))
  const { router } = await renderView(
    () => [
      {
        path: "/fi",
        element: <Layout />,
        children: [
          {
            path: "ajanvaraus",
            handle: { title: "booking" } satisfies PageHandle,
            element: (
              <>
                <h1>Valitse käyntisi tyyppi</h1>
                <Link to="/fi/ajanvaraukset">Ajanvaraukset</Link>
                <Link to="/fi/puuttuu">Puuttuva sivu</Link>
                <Link to="/fi/ajanvaraus">Ajanvaraus</Link>
                <Link to="/fi/ajanvaraus?sivu=2">Sivu 2</Link>
              </>
            ),
          },
          {
            path: "ajanvaraukset",
            handle: { title: "appointments" } satisfies PageHandle,
            element: <LoadingPage loaded={loaded} />,
          },
          {
            path: "tunnistautuminen",
            handle: { title: "authentication" } satisfies PageHandle,
            element: <FieldFirst />,
          },
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
    { lang: "fi", snapshot: { session: { environment: "adult-development" } }, url: "/fi/ajanvaraus" },
  )
  return { router, finishLoading }
}

const heading = () => screen.getByRole("heading", { level: 1 })

describe("after an in-app navigation", () => {
  it("a first load leaves focus alone and titles the document by its route", async () => {
    await setUp()
    expect(document.activeElement).toBe(document.body)
    expect(document.title).toBe("Valitse käyntisi tyyppi – Aava")
  })

  it("focus follows from the loading state's h1 to the page's real h1", async () => {
    const { finishLoading } = await setUp()
    await act(async () => screen.getByRole("link", { name: "Ajanvaraukset" }).click())
    // the page's loading state (the toasts' live region, outside main, is a status too)
    expect(within(screen.getByRole("main")).getByRole("status")).toBeTruthy()
    expect(document.title).toBe("Omat ajanvaraukset – Aava")
    await act(async () => finishLoading())
    expect(within(screen.getByRole("main")).queryByRole("status")).toBeNull()
    expect(document.activeElement).toBe(heading())
    expect(heading().isConnected).toBe(true)
  })

  it("leaves focus where the visitor moved it while the page loaded", async () => {
    const { router, finishLoading } = await setUp()
    await act(async () => router.navigate("/fi/ajanvaraukset"))
    const other = document.createElement("button")
    document.body.append(other)
    other.focus()
    await act(async () => finishLoading())
    expect(document.activeElement).toBe(other)
    other.remove()
  })

  it("moves focus to the h1 also on a page that focuses its field by itself", async () => {
    const { router } = await setUp()
    await act(async () => router.navigate("/fi/tunnistautuminen"))
    expect(document.activeElement).toBe(heading())
  })

  it("a page state that names itself titles the document until it is gone", async () => {
    const { router } = await setUp()
    await act(async () => router.navigate("/fi/puuttuu"))
    expect(document.title).toBe("Sivua ei löytynyt – Aava")
    expect(document.activeElement).toBe(heading())
    await act(async () => router.navigate("/fi/ajanvaraus"))
    expect(document.title).toBe("Valitse käyntisi tyyppi – Aava")
    expect(document.activeElement).toBe(heading())
  })

  it("a link to the page already shown moves focus to its h1 (the menu's link to the page one is on)", async () => {
    await setUp()
    const link = screen.getByRole("link", { name: "Ajanvaraus" })
    link.focus()
    await act(async () => link.click())
    expect(document.activeElement).toBe(heading())
    // and again: each following of the link is a visit
    link.focus()
    await act(async () => link.click())
    expect(document.activeElement).toBe(heading())
  })

  it("a page's own update of its address in place leaves focus where it is, the same address too", async () => {
    const { router } = await setUp()
    const link = screen.getByRole("link", { name: "Sivu 2" })
    link.focus()
    await act(async () => router.navigate("/fi/ajanvaraus", { replace: true }))
    expect(document.activeElement).toBe(link)
  })

  it("a change of the query alone (a filter, a page of a list) leaves focus where it is", async () => {
    await setUp()
    const link = screen.getByRole("link", { name: "Sivu 2" })
    link.focus()
    await act(async () => link.click())
    expect(document.activeElement).toBe(link)
  })
})
