import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"

/**
 * The house's submit gate (spec booking §5 'Submit enabled only if…', 'Save disabled while any form error').
 * While the gate is closed the submit button stays focusable and is announced as unavailable (aria-disabled),
 * never natively disabled, so a press and Enter in a field both reach `submit`. `submit` is the store's action:
 * it sends nothing while its gate is closed, shows every message instead and gives false. After such a press the
 * error summary takes focus (once it has rendered); a failed send goes to `onSendFailed` when given. A press
 * while the form is sending does nothing. Before any press the closed button says why (`hint`, for GateHint beside
 * it: its aria-describedby): what is missing, when the form names it, else that the required fields come first.
 */
export function useGatedSubmit({
  isOpen,
  isBusy = false,
  submit,
  onSendFailed,
  missing,
  reason,
}: {
  /** The spec's gate: everything it needs is there (the store's canSubmit). */
  isOpen: boolean
  isBusy?: boolean
  /** Gives true when sent and done. */
  submit: () => Promise<boolean>
  onSendFailed?: () => void
  /** What the gate still waits for, in the form's words (field labels); the hint lists them when given. */
  missing?: readonly string[]
  /** Why the gate is closed when nothing is missing but something is wrong (a message over its length): the
   *  field's own message, said as the hint instead. */
  reason?: string
}) {
  const { t } = useTranslation()
  const hintId = useId()
  // why the closed gate is closed: sending, what is wrong, what is missing, or that the required fields come first
  const hintText = isBusy
    ? t("gate.busy")
    : isOpen
      ? undefined
      : reason
        ? reason
        : missing && missing.length > 0
          ? t("gate.missing", { fields: missing.join(", ") })
          : t("gate.incomplete")
  const summaryRef = useRef<HTMLDivElement>(null)
  const sending = useRef(false)
  const [summaryFocus, setSummaryFocus] = useState(0)
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus()
  }, [summaryFocus])

  async function run(): Promise<void> {
    if (isBusy || sending.current) return
    const wasOpen = isOpen
    sending.current = true
    try {
      if (await submit()) return
    } finally {
      sending.current = false
    }
    if (wasOpen && onSendFailed) onSendFailed()
    else setSummaryFocus((count) => count + 1)
  }

  return {
    summaryRef,
    /** The form's onSubmit (a press, or Enter in a field); also the retry of a failed send. */
    onSubmit: (event?: FormEvent) => {
      event?.preventDefault()
      void run()
    },
    /** The submit button's props: focusable while closed, announced as unavailable, with why as its description. */
    buttonProps: {
      type: "submit",
      "aria-disabled": !isOpen || isBusy || undefined,
      "aria-describedby": isOpen && !isBusy ? undefined : hintId,
    } as const,
    /** Why the button is unavailable (GateHint's props); no text while it is available. */
    hint: { id: hintId, text: hintText },
  }
}
