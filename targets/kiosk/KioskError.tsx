import { useRevalidator } from "react-router"
import { KioskLayout } from "../../src/views/kiosk/KioskLayout.tsx"
import { ErrorView } from "../../src/views/shell/ErrorView.tsx"

export function KioskError() {
  const revalidator = useRevalidator()
  return (
    <KioskLayout>
      <ErrorView onRetry={() => void revalidator.revalidate()} />
    </KioskLayout>
  )
}
