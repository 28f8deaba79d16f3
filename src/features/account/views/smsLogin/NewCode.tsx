import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { formatDateTime } from "../../../../platform/i18n/format.ts"
import { useStores } from "../../../../kit/ui/StoreContext.tsx"
import type { PinCode } from "../../store/PinCode.ts"
import "./newCode.css"

/**
 * "Send a new code" (POST /api/pin/code, inferred) with what came of it: sent, or refused for now with when a new
 * one may be asked for (the server's limit), or failed. The MFA page and the dialog that turns SMS login off.
 */
export const NewCode = observer(function NewCode({ code, disabled }: { code: PinCode; disabled?: boolean }) {
  const { t } = useTranslation("smsLogin")
  const { session } = useStores()
  const status = code.sendStatus
  const next = code.nextAttemptMs
  const message =
    status === "sending"
      ? t("newCode.sending")
      : status === "sent"
        ? t("newCode.sent")
        : status === "limited"
          ? next === undefined
            ? t("newCode.limitedNoTime")
            : t("newCode.limited", { time: formatDateTime(new Date(next), session.lang) })
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
      <p role="status" className="new-code__status" data-tone={status === "limited" || status === "failed" ? "danger" : undefined}>
        {message}
      </p>
    </div>
  )
})
