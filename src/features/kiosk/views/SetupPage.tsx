import { observer } from "mobx-react-lite"
import { useEffect, useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Navigate, useSearchParams } from "react-router"
import { useArea, useStores } from "../../../kit/ui/StoreContext.tsx"
import { usePageTitle } from "../../../kit/ui/page/usePageTitle.ts"
import { useKiosk } from "./KioskContext.tsx"
import "./kioskForm.css"

/**
 * Staff bind the kiosk to its clinic, once: by this screen or by its setup URL (/kiosk/setup?clinicId=…). The
 * environment (and so the brand) is the session's.
 */
export const SetupPage = observer(function SetupPage() {
  const { t } = useTranslation("kiosk")
  const { session } = useStores()
  const { filterOptions } = useArea("booking")
  const { binding, bind } = useKiosk()
  const [params] = useSearchParams()
  const requested = params.get("clinicId") ?? undefined
  const [chosen, setChosen] = useState(requested ?? binding?.clinicId ?? "")
  const [saved, setSaved] = useState(false)
  const selectId = useId()
  usePageTitle(t("setup.title"))
  useEffect(() => {
    void filterOptions.load("private", session.lang)
  }, [filterOptions, session.lang])

  const clinics = filterOptions.options.clinics.filter((clinic) => !clinic.isRemote)
  const save = (clinicId: string) => {
    const clinic = clinics.find((candidate) => candidate.id === clinicId)
    if (!clinic) return
    bind({ clinicId: clinic.id, clinicName: clinic.name, environment: session.environment })
    setSaved(true)
  }
  const loaded = filterOptions.status === "loaded"
  const requestedExists = requested !== undefined && clinics.some((clinic) => clinic.id === requested)
  useEffect(() => {
    if (!saved && loaded && requested !== undefined && requestedExists) save(requested)
  })
  // once the binding is the kiosk's, the visitors' screens take over
  if (saved && binding) return <Navigate to="/" replace />

  return (
    <div className="kiosk-page kiosk-setup">
      <h1>{t("setup.title")}</h1>
      <p>{t("setup.intro")}</p>
      <p>
        {binding
          ? t("setup.current", { clinic: binding.clinicName, environment: binding.environment })
          : t("setup.unbound")}
      </p>
      {loaded && requested !== undefined && !requestedExists && (
        <p className="notice" data-tone="danger" role="alert">
          {t("setup.notFound", { id: requested })}
        </p>
      )}
      {filterOptions.status === "error" ? (
        <div className="notice" data-tone="danger">
          <p role="alert">{t("setup.loadError")}</p>
          <button
            type="button"
            className="button kiosk-button"
            onClick={() => void filterOptions.load("private", session.lang)}
          >
            {t("setup.retry")}
          </button>
        </div>
      ) : !loaded ? (
        <p role="status">{t("setup.loading")}</p>
      ) : (
        <form
          className="kiosk-form"
          onSubmit={(event) => {
            event.preventDefault()
            save(chosen)
          }}
        >
          <div className="kiosk-field">
            <label htmlFor={selectId}>{t("setup.clinic")}</label>
            <select
              id={selectId}
              className="kiosk-input"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              {clinics.map((clinic) => (
                <option key={clinic.id} value={clinic.id}>
                  {clinic.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button kiosk-button" data-main-action>
            {t("setup.save")}
          </button>
        </form>
      )}
    </div>
  )
})
