import { useCallback } from "react"
import { useRevalidator, useRouteError } from "react-router"
import { isApiError } from "../../src/platform/api/errors.ts"
import { KioskLayout } from "../../src/features/kiosk/views/KioskLayout.tsx"
import { OutOfService } from "../../src/features/kiosk/views/OutOfService.tsx"
import { ErrorPage } from "../../src/kit/ui/page/ErrorPage.tsx"

/** The backend not answering (no network, a time-out, a 5xx) puts the kiosk out of service until it answers. */
function isOutage(error: unknown): boolean {
  return isApiError(error, "network", "timeout") || (isApiError(error, "http") && error.status >= 500)
}

export function KioskError() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  const retry = useCallback(() => {
    if (revalidator.state === "idle") void revalidator.revalidate()
  }, [revalidator])
  return (
    <KioskLayout>
      {isOutage(error) ? <OutOfService onRetry={retry} /> : <ErrorPage onRetry={retry} />}
    </KioskLayout>
  )
}
