import {
  isRouteErrorResponse,
  Outlet,
  ScrollRestoration,
  useMatches,
  useRevalidator,
  useRouteError,
} from "react-router"
import { ErrorPage } from "../../src/kit/ui/page/ErrorPage.tsx"
import { NotFoundPage } from "../../src/kit/ui/page/NotFoundPage.tsx"
import { InAppLinkBridge } from "../../src/features/shell/views/inApp/InAppLinkBridge.tsx"
import { PageShell, type PageHandle } from "../../src/features/shell/views/PageShell.tsx"
import { PageTitleProvider } from "../../src/kit/ui/page/PageTitle.tsx"
import { SessionWatch } from "../../src/features/shell/views/SessionWatch.tsx"
import { FocusOnNavigation } from "../../src/features/shell/views/useFocusOnNavigation.ts"
import { ToastProvider } from "../../src/kit/ui/toast/ToastProvider.tsx"
import { PORTAL_MENU } from "./composition.ts"

/** The route on screen, whose title names the document. */
function useTitledRoute() {
  return (useMatches().at(-1)?.handle as PageHandle | undefined)?.title
}

export function PortalLayout() {
  const titledRoute = useTitledRoute()
  return (
    <ToastProvider>
      <SessionWatch />
      <PageTitleProvider routeId={titledRoute}>
        <PageShell menu={PORTAL_MENU}>
          <Outlet />
          <ScrollRestoration />
          <InAppLinkBridge />
        </PageShell>
        <FocusOnNavigation />
      </PageTitleProvider>
    </ToastProvider>
  )
}

/** An error before the shell could render (the session or the texts did not load): the shell around it. */
export function LayoutError() {
  return (
    <ToastProvider>
      <PageShell menu={PORTAL_MENU}>
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
