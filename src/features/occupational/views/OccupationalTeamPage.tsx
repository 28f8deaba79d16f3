import { observer } from "mobx-react-lite"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { formatDate } from "../../../platform/i18n/format.ts"
import { buildPath } from "../../../platform/routing/index.ts"
import { isAway, professionalTypeOf, type OccupationalTeamMember } from "../store/area.ts"
import { useCurrentLanguage } from "../../../kit/ui/hooks/useCurrentLanguage.ts"
import { useBrand } from "../../../kit/ui/hooks/useBrand.ts"
import { NotFoundPage } from "../../../kit/ui/page/NotFoundPage.tsx"
import { LoadFailure, Loading } from "../../../kit/ui/page/PageStates.tsx"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { useOccupationalArea } from "./useOccupationalArea.ts"
import "./occupational.css"

const period = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  `${formatDate(startDate)}–${formatDate(endDate)}`

type List = "doctors" | "nurses" | "others"

/**
 * The occupational health team page (spec booking §2): the employer's name and the responsible doctors and nurses,
 * and the other named professionals, each with their role (spec messaging §3's professional types). A member who
 * is away says so in text with the absence period, and the substitute stands beside, greyed and labelled as the
 * substitute (not told by colour alone). Where the agreement allows online booking each member links to the
 * occupational appointment search for that person; with messaging, the page links to a new message. The
 * children's brand has no occupational care.
 */
export const OccupationalTeamPage = observer(function OccupationalTeamPage() {
  const { t } = useTranslation("occupational")
  const isChildrenBrand = useBrand().brand === "children"
  const { team } = useOccupationalArea()
  const lang = useCurrentLanguage()
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

  const member = (list: List) => (person: OccupationalTeamMember) => {
    const role = professionalTypeOf(person, list)
    return (
      <li key={person.id} className="team-member" data-away={isAway(person) || undefined}>
        <span className="team-member__name">{person.name}</span>
        {role && <span className="team-member__role">{t(`team.roles.${role}`)}</span>}
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
        {team.canBook && (
          <Link
            className="team-member__book"
            to={buildPath("bookingOccupational", lang, undefined, { practitionerIds: [person.id] })}
            aria-label={t("team.bookWith", { name: person.name })}
          >
            {t("team.book")}
          </Link>
        )}
      </li>
    )
  }
  const group = (list: List, heading: string, members: readonly OccupationalTeamMember[]) => (
    <section className="team-group" aria-labelledby={`team-${list}`}>
      <h2 id={`team-${list}`}>{heading}</h2>
      {members.length === 0 ? (
        <p>{t("team.noMembers")}</p>
      ) : (
        <ul className="team-group__members">{members.map(member(list))}</ul>
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
      {team.canMessage && (
        <p>
          <Link className="button" data-variant="secondary" to={buildPath("conversationNew", lang)}>
            {t("team.message")}
          </Link>
        </p>
      )}
      {group("doctors", t("team.doctors"), team.doctors)}
      {group("nurses", t("team.nurses"), team.nurses)}
      {team.others.length > 0 && group("others", t("team.others"), team.others)}
    </div>
  )
})
