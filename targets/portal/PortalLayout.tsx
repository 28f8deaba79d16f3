import { useEffect, useRef } from "react"
import {
  isRouteErrorResponse,
  Outlet,
  ScrollRestoration,
  useLocation,
  useRevalidator,
  useRouteError,
} from "react-router"
import { ErrorPage } from "../../src/views/shell/ErrorPage.tsx"
import { NotFoundPage } from "../../src/views/shell/NotFoundPage.tsx"
import { InAppLinkBridge } from "../../src/views/inApp/InAppLinkBridge.tsx"
import { PageShell } from "../../src/views/shell/PageShell.tsx"
import { SessionWatch } from "../../src/views/shell/SessionWatch.tsx"
import { ToastProvider } from "../../src/views/ui/toast/ToastProvider.tsx"

/** After a navigation, focus moves to the new page's heading, so screen readers announce it. */
function useFocusOnNavigation() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const heading = document.querySelector<HTMLElement>("main h1")
    if (heading) {
      heading.tabIndex = -1
      heading.focus()
    }
  }, [pathname])
}

export function PortalLayout() {
  useFocusOnNavigation()
  return (
    <ToastProvider>
      <SessionWatch />
      <PageShell>
        <Outlet />
        <ScrollRestoration />
        <InAppLinkBridge />
      </PageShell>
    </ToastProvider>
  )
}

/** An error before the shell could render (the session or the texts did not load): the shell around it. */
export function LayoutError() {
  return (
    <ToastProvider>
      <PageShell>
        <RouteError />
      </PageShell>
    </ToastProvider>
  )
}

/** A page's error, inside the shell: not found, or the generic error with a retry. */
export function RouteError() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return <ErrorPage onRetry={() => void revalidator.revalidate()} />
}
