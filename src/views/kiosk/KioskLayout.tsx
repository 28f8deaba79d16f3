import { observer } from "mobx-react-lite"
import type { ReactNode } from "react"
import { useBrand } from "../shell/useBrand.ts"
import { Clock } from "./Clock.tsx"

/** The kiosk's frame: brand and clock on top, one task on the screen. */
export const KioskLayout = observer(function KioskLayout({ children }: { children: ReactNode }) {
  const brand = useBrand()
  return (
    <div className="kiosk">
      <header className="kiosk-header">
        <p className="brand-mark">
          <span aria-hidden="true" className="brand-mark__symbol" />
          {brand.displayName}
        </p>
        <Clock />
      </header>
      <main id="main" className="kiosk-main">
        {children}
      </main>
    </div>
  )
})
