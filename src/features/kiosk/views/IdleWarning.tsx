import { useEffect, useId, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { announce } from "./speech/bus.ts"
import "./IdleWarning.css"

/** In speech mode the countdown is spoken as the warning opens and again at this many seconds left. */
export const SPOKEN_COUNTDOWN_AT = 10

/**
 * WCAG 2.2.1: before the visit is forgotten, a modal alert dialog (react-aria, as the portal's dialogs: the rest
 * of the screen inert, focus kept inside and given back after) with the seconds left and one large Continue that
 * can be pressed again and again. Escape continues too; a tap outside does not count. In speech mode (`spoken`)
 * it speaks its countdown at the start and at 10 s (not every second: the visitor must hear the rest too).
 */
export function IdleWarning({
  isOpen,
  secondsLeft,
  onContinue,
  spoken = false,
}: {
  isOpen: boolean
  secondsLeft: number
  onContinue: () => void
  spoken?: boolean
}) {
  const { t } = useTranslation("kiosk")
  const bodyId = useId()
  const said = useRef<"start" | "end" | undefined>(undefined)
  useEffect(() => {
    if (!spoken || !isOpen) return
    if (said.current === undefined) {
      said.current = "start"
      announce(`${t("idle.title")} ${t("idle.body", { count: secondsLeft })} ${t("idle.continue")}`, true)
    } else if (said.current === "start" && secondsLeft <= SPOKEN_COUNTDOWN_AT) {
      said.current = "end"
      announce(t("idle.body", { count: secondsLeft }), true)
    }
  }, [spoken, isOpen, secondsLeft, t])
  return (
    <ModalOverlay
      className="kiosk-dialog-backdrop"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onContinue()
      }}
    >
      <Modal className="kiosk-dialog-modal">
        <Dialog role="alertdialog" aria-describedby={bodyId} className="kiosk-dialog" data-speech-managed>
          <Heading slot="title">{t("idle.title")}</Heading>
          <p id={bodyId}>{t("idle.body", { count: secondsLeft })}</p>
          <p className="kiosk-dialog__countdown" aria-hidden="true">
            {secondsLeft}
          </p>
          <Button autoFocus className="button kiosk-button" onPress={onContinue} data-main-action>
            {t("idle.continue")}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
