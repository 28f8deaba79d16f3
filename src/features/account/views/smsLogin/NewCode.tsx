import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import type { PinCode } from "../../store/PinCode.ts"
import "./newCode.css"

/**
 * "Send a new code" (POST /api/pin/code, inferred) with what came of it: sent, or refused for now with when a new
 * one may be asked for (the server's limit), or failed. The MFA page and the dialog that turns SMS login off.
 */
export const NewCode = observer(function NewCode({ code, disabled }: { code: PinCode; disabled?: boolean }) {
  const { t } = useTranslation("smsLogin")
  const status = code.sendStatus
  const minutes = code.retryInMinutes
  const message =
    status === "sending"
      ? t("newCode.sending")
      : status === "sent"
        ? t("newCode.sent")
        : status === "limited"
          ? minutes === undefined
            ? t("newCode.limitedNoTime")
            : t("newCode.limited", { count: minutes })
          : status === "failed"
            ? t("newCode.failed")
            : ""
  return (
    <div className="new-code">
      <button
        type="button"
        className="button"
        data-variant="secondary"
        aria-disabled={code.isSending || disabled || undefined}
        onClick={() => {
          if (!code.isSending && !disabled) void code.send()
        }}
      >
        {t("newCode.button")}
      </button>
      <p
        role="status"
        className="new-code__status"
        data-tone={status === "limited" || status === "failed" ? "danger" : undefined}
      >
        {message}
      </p>
    </div>
  )
})
