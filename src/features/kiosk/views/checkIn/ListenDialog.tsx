import { useTranslation } from "react-i18next"
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import "../IdleWarning.css"
import "./checkIn.css"

/**
 * Before the identity code's characters are spoken: a modal alert dialog (as the idle warning: the rest of the
 * screen inert, focus kept inside and given back after) that warns of bystanders and asks for headphones. Escape
 * and Cancel speak nothing.
 */
export function ListenDialog({ onListen, onCancel }: { onListen: () => void; onCancel: () => void }) {
  const { t } = useTranslation("kiosk")
  return (
    <ModalOverlay
      className="kiosk-dialog-backdrop"
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
    >
      <Modal className="kiosk-dialog-modal">
        <Dialog role="alertdialog" className="kiosk-dialog kiosk-listen-dialog">
          <Heading slot="title">{t("checkIn.ssn.listenTitle")}</Heading>
          <p data-speech-instructions>{t("checkIn.ssn.listenWarning")}</p>
          <div className="kiosk-actions">
            <Button className="button kiosk-button" onPress={onListen}>
              {t("checkIn.ssn.listenConfirm")}
            </Button>
            <Button autoFocus className="button kiosk-button" data-variant="secondary" onPress={onCancel}>
              {t("checkIn.ssn.listenCancel")}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
