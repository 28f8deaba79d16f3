import { useRevalidator } from "react-router"
import { KioskLayout } from "../../src/views/kiosk/KioskLayout.tsx"
import { ErrorPage } from "../../src/views/shell/ErrorPage.tsx"

export function KioskError() {
  const revalidator = useRevalidator()
  return (
    <KioskLayout>
      <ErrorPage onRetry={() => void revalidator.revalidate()} />
    </KioskLayout>
  )
}
