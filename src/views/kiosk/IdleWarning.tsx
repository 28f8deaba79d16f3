import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import "./IdleWarning.css"

/**
 * WCAG 2.2.1: before the visit is forgotten, a modal alert dialog (react-aria, as the portal's dialogs: the rest
 * of the screen inert, focus kept inside and given back after) with the seconds left and one large Continue that
 * can be pressed again and again. Escape continues too; a tap outside does not count.
 */
export function IdleWarning({
  isOpen,
  secondsLeft,
  onContinue,
}: {
  isOpen: boolean
  secondsLeft: number
  onContinue: () => void
}) {
  const { t } = useTranslation("kiosk")
  const bodyId = useId()
  return (
    <ModalOverlay
      className="kiosk-dialog-backdrop"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onContinue()
      }}
    >
      <Modal className="kiosk-dialog-modal">
        <Dialog role="alertdialog" aria-describedby={bodyId} className="kiosk-dialog">
          <Heading slot="title">{t("idle.title")}</Heading>
          <p id={bodyId}>{t("idle.body", { count: secondsLeft })}</p>
          <p className="kiosk-dialog__countdown" aria-hidden="true">
            {secondsLeft}
          </p>
          <Button autoFocus className="button kiosk-button" onPress={onContinue}>
            {t("idle.continue")}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
