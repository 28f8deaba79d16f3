import { observer } from "mobx-react-lite"
import { useEffect, useId, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { isSmsCodeDigit, SMS_CODE_LENGTH } from "../../../../domain/mfa.ts"
import { CodeBoxes } from "../../../../kit/ui/CodeBoxes.tsx"
import { ErrorSummary } from "../../../../kit/ui/form/ErrorSummary.tsx"
import type { SmsLoginOff, SmsLoginOffError } from "../../store/SmsLoginOff.ts"
import "../../../../kit/ui/session/logoutDialog.css"
import { NewCode } from "./NewCode.tsx"

const ERROR_KEYS = {
  incomplete: "off.incomplete",
  pinRequired: "off.incomplete",
  pinMismatch: "off.mismatch",
  tooManyRetries: "off.tooManyRetries",
  network: "off.networkError",
  failure: "off.failure",
} as const satisfies Record<SmsLoginOffError, string>

/** The dialog's content: an observer of its own, as the dialog renders it through a function. */
const OffForm = observer(function OffForm({
  turnOff,
  phoneNumber,
  close,
}: {
  turnOff: SmsLoginOff
  phoneNumber: string
  close(): void
}) {
  const { t } = useTranslation("smsLogin")
  const boxesId = useId()
  const messageId = useId()
  const summary = useRef<HTMLDivElement>(null)
  const error = turnOff.error
  const confirming = turnOff.isConfirming
  const message =
    error === undefined
      ? undefined
      : error === "pinMismatch" && turnOff.remainingAttempts !== undefined
        ? t("off.mismatch", { remaining: turnOff.remainingAttempts })
        : error === "pinMismatch"
          ? t("onboarding.codeRejected")
          : t(ERROR_KEYS[error])
  const atField = error !== "network" && error !== "failure"

  useEffect(() => {
    if (turnOff.refusals > 0) summary.current?.focus()
  }, [turnOff.refusals])

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void turnOff.confirm()
      }}
    >
      <Heading slot="title">{t("off.title")}</Heading>
      <p>{t("off.text", { phoneNumber })}</p>
      <ErrorSummary
        ref={summary}
        id={`${boxesId}-summary`}
        items={message && atField ? [{ id: boxesId, text: `${t("off.codeLabel")}: ${message}` }] : []}
        general={message && !atField ? <p>{message}</p> : undefined}
        headingLevel={3}
      />
      <div id={boxesId} className="sms-login-off__code">
        <CodeBoxes
          length={SMS_CODE_LENGTH}
          label={t("off.codeLabel")}
          value={turnOff.pin}
          onChange={(pin) => turnOff.setPin(pin)}
          accepts={isSmsCodeDigit}
          inputMode="numeric"
          disabled={confirming}
          invalid={Boolean(message && atField)}
          describedBy={message && atField ? messageId : undefined}
        />
      </div>
      {message && atField && (
        <p id={messageId} className="field__error">
          {message}
        </p>
      )}
      <NewCode code={turnOff.code} disabled={confirming} />
      <p role="status" className="sms-login__progress">
        {confirming ? t("disabling") : ""}
      </p>
      <div className="dialog__actions">
        <Button className="button" data-variant="secondary" onPress={close} isDisabled={confirming}>
          {t("off.cancel")}
        </Button>
        <Button type="submit" className="button" isDisabled={confirming}>
          {t("off.confirm")}
        </Button>
      </div>
    </form>
  )
})

/**
 * Turning SMS login off asks first (inferred: the server checks an SMS code): a modal alert dialog as the logout's
 * (focus on the dialog, so its question and text are read first; Cancel before the confirming button; Escape or
 * Cancel closes it and focus returns to the switch). A wrong code says so
 * at the boxes and in the error summary (focused, its link to the boxes); nothing changes until the code is right.
 */
export const SmsLoginOffDialog = observer(function SmsLoginOffDialog({
  turnOff,
  phoneNumber,
}: {
  turnOff: SmsLoginOff
  phoneNumber: string
}) {
  const confirming = turnOff.isConfirming
  return (
    <ModalOverlay
      className="modal-overlay sms-login-off__overlay"
      isOpen={turnOff.isOpen}
      onOpenChange={(open) => {
        if (!open) turnOff.setOpen(false)
      }}
      isDismissable={!confirming}
      isKeyboardDismissDisabled={confirming}
    >
      <Modal className="modal">
        <Dialog className="dialog sms-login-off" role="alertdialog">
          {({ close }) => <OffForm turnOff={turnOff} phoneNumber={phoneNumber} close={close} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
})
