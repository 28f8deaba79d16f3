import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { isApiError } from "../../../platform/api/errors.ts"
import { extendSession } from "../../../kit/stores/sessionExtend.ts"
import { useStores } from "../../../kit/ui/StoreContext.tsx"
import "../../../kit/ui/session/logoutDialog.css"

type Props = {
  /** Seconds left when the latest warning was given (90, then 30, or what was left when the page opened). */
  secondsLeft: number
  /** The session had already ended when the user asked to continue. */
  onEnded(): void
  onClose(): void
}

/**
 * spec booking §4 and WCAG 2.2.1: the warning before the session ends, as a modal alert dialog that stays until the
 * user acts or the session ends (docs/decisions/0016). Focus moves to "Continue" (its answer: the session gets a new
 * lifetime); Escape or "Close" close it without extending, and the next warning opens it again. What an end
 * loses is said truthfully: drafts of messages, questionnaire answers and renewal requests are kept in the tab,
 * other unsaved input is not.
 */
export function SessionWarningDialog({ secondsLeft, onEnded, onClose }: Props) {
  const { t } = useTranslation("session")
  const { session } = useStores()
  const [state, setState] = useState<"idle" | "pending" | "failed">("idle")
  const timeId = useId()
  const descriptionId = useId()

  const extend = async () => {
    setState("pending")
    try {
      await extendSession(session)
    } catch (error) {
      if (isApiError(error, "http") && error.status === 401) onEnded()
      else setState("failed")
    }
  }

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      isKeyboardDismissDisabled={state === "pending"}
    >
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog" aria-describedby={`${timeId} ${descriptionId}`}>
          <Heading slot="title">{t("warning.title")}</Heading>
          {/* the later warning (30 s) changes only this line: said at once, as the opening was */}
          <p id={timeId} aria-live="assertive" aria-atomic="true">
            <strong>{t("warning.timeLeft", { seconds: secondsLeft })}</strong>
          </p>
          <p id={descriptionId}>{t("warning.description")}</p>
          <div role="alert">
            {state === "failed" && (
              <p className="notice" data-tone="danger">
                {t("warning.failed")}
              </p>
            )}
          </div>
          <div className="dialog__actions">
            <Button
              className="button"
              data-variant="secondary"
              onPress={onClose}
              isDisabled={state === "pending"}
            >
              {t("warning.close")}
            </Button>
            <Button
              className="button"
              autoFocus
              onPress={() => void extend()}
              isPending={state === "pending"}
            >
              {t("warning.continue")}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
