import { observer } from "mobx-react-lite"
import { useTranslation } from "react-i18next"
import { SICKNESS_FUND_RULES, type SicknessFundRule } from "../../../domain/sicknessFund.ts"
import { formatEuros } from "../../../kit/ui/format/money.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"

/** spec booking §9 'Sickness fund texts': the co-pays and the limits, a row per service. */
export const SicknessFundReimbursements = observer(function SicknessFundReimbursements() {
  const { t } = useTranslation("info")
  const lang = useCurrentLanguage()
  const euros = (amount: number) => formatEuros(amount, lang)

  function memberPays(rule: SicknessFundRule): string {
    const pays = rule.memberPays
    // a procedure: the fund pays the facility share up to its limit, the member what exceeds it
    if (!pays) return t("sicknessFund.reimbursements.memberPaysOverLimit")
    if ("euros" in pays)
      return t("sicknessFund.reimbursements.memberPaysEuros", { amount: euros(pays.euros) })
    if (pays.percent === 0) return t("sicknessFund.reimbursements.noMemberShare")
    return t("sicknessFund.reimbursements.memberPaysPercent", { percent: pays.percent })
  }

  function limits(rule: SicknessFundRule): string[] {
    const lines: string[] = []
    if (rule.maxReimbursementPerVisitEuros !== undefined)
      lines.push(
        t("sicknessFund.reimbursements.perVisit", { amount: euros(rule.maxReimbursementPerVisitEuros) }),
      )
    if (rule.maxReimbursementPerYearEuros !== undefined)
      lines.push(
        t("sicknessFund.reimbursements.perYear", { amount: euros(rule.maxReimbursementPerYearEuros) }),
      )
    if (rule.maxVisitsPerYear !== undefined)
      lines.push(t("sicknessFund.reimbursements.visitsPerYear", { count: rule.maxVisitsPerYear }))
    return lines.length > 0 ? lines : [t("sicknessFund.reimbursements.noLimit")]
  }

  return (
    <>
      <h2>{t("sicknessFund.reimbursements.title")}</h2>
      <p>{t("sicknessFund.reimbursements.intro")}</p>
      <table className="info-table">
        <caption>{t("sicknessFund.reimbursements.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("sicknessFund.reimbursements.columns.service")}</th>
            <th scope="col">{t("sicknessFund.reimbursements.columns.memberPays")}</th>
            <th scope="col">{t("sicknessFund.reimbursements.columns.limits")}</th>
          </tr>
        </thead>
        <tbody>
          {SICKNESS_FUND_RULES.map((rule) => (
            <tr key={rule.service}>
              <th scope="row">{t(`sicknessFund.reimbursements.services.${rule.service}`)}</th>
              <td>{memberPays(rule)}</td>
              <td>
                {limits(rule).map((line) => (
                  <span key={line} className="info-table__line">
                    {line}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
})
