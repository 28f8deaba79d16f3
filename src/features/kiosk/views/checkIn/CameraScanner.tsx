import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import "./checkIn.css"

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }
type DetectorConstructor = new (options: { formats: string[] }) => Detector

function detectorClass(): DetectorConstructor | undefined {
  return (window as unknown as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector
}

/** Whether this browser can read QR codes from the camera (the Barcode Detection API). */
export function canScanWithCamera(): boolean {
  return typeof window !== "undefined" && detectorClass() !== undefined && !!navigator.mediaDevices
}

/** The camera's picture while it looks for a QR code; the first one read is handed over and the camera stops. */
export function CameraScanner({ onCode, onStop }: { onCode: (code: string) => void; onStop: () => void }) {
  const { t } = useTranslation("kiosk")
  const video = useRef<HTMLVideoElement>(null)
  const found = useRef(onCode)
  useEffect(() => {
    found.current = onCode
  })

  useEffect(() => {
    const Detector = detectorClass()
    if (!Detector) return
    let stream: MediaStream | undefined
    let timer: number | undefined
    let stopped = false
    const detector = new Detector({ formats: ["qr_code"] })
    const look = async () => {
      if (stopped || !video.current) return
      try {
        const [code] = await detector.detect(video.current)
        if (code && !stopped) {
          stopped = true
          found.current(code.rawValue)
          return
        }
      } catch {
        // a frame that could not be read: try the next one
      }
      timer = window.setTimeout(() => void look(), 300)
    }
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (media) => {
        stream = media
        if (stopped || !video.current) return
        video.current.srcObject = media
        await video.current.play()
        void look()
      })
      .catch(() => onStop())
    return () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [onStop])

  return (
    <div className="kiosk-camera">
      <p role="status">{t("checkIn.code.scanning")}</p>
      <video ref={video} className="kiosk-camera__video" muted playsInline aria-hidden="true" />
      <button type="button" className="button kiosk-button" data-variant="secondary" onClick={onStop}>
        {t("checkIn.code.stopScan")}
      </button>
    </div>
  )
}
