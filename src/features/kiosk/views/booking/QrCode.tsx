import { useMemo } from "react"
import { encodeQr, qrPath } from "./qr.ts"
import "./kioskBooking.css"

const QUIET_ZONE = 4

/** A QR code of `value` as an SVG image, dark on white with the standard's quiet zone. */
export function QrCode({ value, label, size = 280 }: { value: string; label: string; size?: number }) {
  const code = useMemo(() => encodeQr(value), [value])
  const extent = code.size + QUIET_ZONE * 2
  return (
    <svg
      role="img"
      aria-label={label}
      className="kiosk-qr"
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={qrPath(code, QUIET_ZONE)} fill="#000000" />
    </svg>
  )
}
