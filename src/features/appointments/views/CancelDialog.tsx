import { useTranslation } from "react-i18next"
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"

/** spec booking §4: the confirmation before cancelling. Escape or 'keep' closes it; focus returns to the button. */
export function CancelDialog({
  isOpen,
  time,
  cancelling,
  onConfirm,
  onDismiss,
}: {
  isOpen: boolean
  time: string
  cancelling: boolean
  onConfirm(): void
  onDismiss(): void
}) {
  const { t } = useTranslation("appointments")
  return (
    <ModalOverlay
      className="cancel-dialog__overlay"
      isOpen={isOpen}
      isDismissable={!cancelling}
      isKeyboardDismissDisabled={cancelling}
      onOpenChange={(open) => {
        if (!open) onDismiss()
      }}
    >
      <Modal className="cancel-dialog__modal">
        <Dialog className="cancel-dialog" role="alertdialog">
          <Heading slot="title">{t("cancel.dialogTitle")}</Heading>
          <p>{t("cancel.dialogBody", { time })}</p>
          <div className="cancel-dialog__actions">
            <button type="button" className="button" disabled={cancelling} onClick={onConfirm}>
              {t(cancelling ? "cancel.cancelling" : "cancel.confirm")}
            </button>
            <button
              type="button"
              className="button"
              data-variant="secondary"
              disabled={cancelling}
              onClick={onDismiss}
              autoFocus
            >
              {t("cancel.keep")}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
