import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { formatDate } from "../../../platform/i18n/format.ts"
import { isAway, type OccupationalTeamMember } from "../store/area.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { NotFoundPage } from "../../../kit/ui/page/NotFoundPage.tsx"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { useOccupationalArea } from "./useOccupationalArea.ts"
import "./occupational.css"

const period = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  `${formatDate(startDate)}–${formatDate(endDate)}`

/**
 * The occupational health team page (spec booking §2): the employer's name and the responsible doctors and nurses.
 * A member who is away says so in text with the absence period, and the substitute stands beside, greyed and
 * labelled as the substitute (not told by colour alone). The children's brand has no occupational care.
 */
export const OccupationalTeamPage = observer(function OccupationalTeamPage() {
  const { t } = useTranslation("occupational")
  const isChildrenBrand = useBrand().brand === "children"
  const { team } = useOccupationalArea()
  useEffect(() => {
    if (!isChildrenBrand) void team.load()
  }, [team, isChildrenBrand])

  // the state names the page, in its heading and the document title, not the route's 'team' it does not show
  const noAgreement = !isChildrenBrand && team.status === "no-occupational-healthcare"
  usePageTitle(noAgreement ? t("team.noAgreementTitle") : undefined)
  if (isChildrenBrand) return <NotFoundPage />
  const title = t("team.title")
  switch (team.status) {
    case "idle":
    case "loading":
      return <Loading title={title} status={t("team.loading")} className="occupational" />
    case "error":
      return (
        <LoadFailure
          title={title}
          message={t("team.loadError")}
          className="occupational"
          onRetry={() => void team.load()}
        />
      )
    case "no-occupational-healthcare":
      return (
        <div className="page occupational">
          <h1>{t("team.noAgreementTitle")}</h1>
          <p className="notice">{t("team.noAgreement")}</p>
        </div>
      )
    case "loaded":
      break
  }

  const member = (person: OccupationalTeamMember) => (
    <li key={person.id} className="team-member" data-away={isAway(person) || undefined}>
      <span className="team-member__name">{person.name}</span>
      {isAway(person) && person.substitutePeriod && (
        <>
          <span className="team-member__absence">
            {t("team.away", { period: period(person.substitutePeriod) })}
          </span>
          <span className="team-member__substitute">
            <span className="team-member__label">{t("team.substitute")}:</span> {person.substituteName} (
            {t("team.substitutePeriod", { period: period(person.substitutePeriod) })})
          </span>
        </>
      )}
    </li>
  )
  const group = (id: string, heading: string, members: readonly OccupationalTeamMember[]) => (
    <section className="team-group" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {members.length === 0 ? (
        <p>{t("team.noMembers")}</p>
      ) : (
        <ul className="team-group__members">{members.map(member)}</ul>
      )}
    </section>
  )

  return (
    <div className="page occupational">
      <h1>{title}</h1>
      <dl className="occupational__employer">
        <dt>{t("team.employer")}</dt>
        <dd>{team.employerName}</dd>
      </dl>
      <p>{t("team.intro")}</p>
      {group("team-doctors", t("team.doctors"), team.doctors)}
      {group("team-nurses", t("team.nurses"), team.nurses)}
    </div>
  )
})
