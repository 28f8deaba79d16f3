import { observer } from "mobx-react-lite"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { buildPath } from "../../../platform/routing/index.ts"
import { useStores } from "../StoreContext.tsx"
import "./logoutDialog.css"

type Props = { isOpen: boolean; onOpenChange(isOpen: boolean): void }

/**
 * spec booking §2: logout asks first. A modal dialog (focus stays inside, Escape closes, focus returns to what
 * opened it); Log out sends POST /api/logout and then loads the front page afresh, so nothing of the user stays.
 */
export const LogoutDialog = observer(function LogoutDialog({ isOpen, onOpenChange }: Props) {
  const { t } = useTranslation("shell")
  const { session } = useStores()
  const [state, setState] = useState<"idle" | "pending" | "failed">("idle")

  const logOut = async () => {
    setState("pending")
    try {
      await session.logout()
    } catch {
      setState("failed")
      return
    }
    window.location.assign(buildPath("front", session.lang))
  }

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setState("idle")
        onOpenChange(open)
      }}
      isDismissable={state !== "pending"}
      isKeyboardDismissDisabled={state === "pending"}
    >
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog">
          {({ close }) => (
            <>
              <Heading slot="title">{t("logout.title")}</Heading>
              <p>{t("logout.text")}</p>
              <div role="alert">
                {state === "failed" && (
                  <p className="notice" data-tone="danger">
                    {t("logout.failed")}
                  </p>
                )}
              </div>
              <div className="dialog__actions">
                <Button
                  className="button"
                  data-variant="secondary"
                  onPress={close}
                  isDisabled={state === "pending"}
                >
                  {t("logout.cancel")}
                </Button>
                <Button className="button" onPress={() => void logOut()} isDisabled={state === "pending"}>
                  {t("logout.confirm")}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
})
