// The floor of `npm run size`: the smallest app that uses every library each page of the portal needs, the way the
// portal uses them (a data router, observer views over an MST tree, i18next with React bindings, Luxon dates, a
// typed fetch client). Built by scripts/size/floor.ts with the project's build settings; never shipped.
import i18next from "i18next"
import { DateTime } from "luxon"
import { autorun } from "mobx"
import { observer } from "mobx-react-lite"
import { applySnapshot, destroy, flow, getEnv, getRoot, getSnapshot, types } from "mobx-state-tree"
import createClient from "openapi-fetch"
import { createElement, StrictMode, useEffect, useId, useRef, useState } from "react"
import { createRoot } from "react-dom/client"
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next"
import {
  createBrowserRouter,
  Link,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
  useParams,
} from "react-router"
import { RouterProvider } from "react-router/dom"

type Env = { api: ReturnType<typeof createClient> }

const Session = types
  .model("Session", { lang: types.optional(types.enumeration(["fi", "sv", "en"]), "fi"), name: "" })
  .actions((self) => ({
    load: flow(function* () {
      const { data } = yield getEnv<Env>(self).api.GET("/api/session" as never)
      if (data) applySnapshot(self, { ...getSnapshot(self), name: String((data as { name?: string }).name) })
    }),
  }))
const Root = types.model("Root", { session: types.optional(Session, {}) })
const store = Root.create({}, { api: createClient({ baseUrl: "/" }) } satisfies Env)
autorun(() => (document.documentElement.lang = getRoot<typeof Root.Type>(store.session).session.lang))

const Page = observer(function Page() {
  // the app's keys are typed (src/platform/i18n); the floor has one untyped key of its own
  const t = useTranslation().t as unknown as (key: string, options?: object) => string
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const { pathname } = useLocation()
  const { day } = useParams()
  const [date] = useState(() => DateTime.fromISO(day ?? "2026-01-01", { zone: "Europe/Helsinki" }))
  const navigate = useNavigate()
  useEffect(() => heading.current?.focus(), [pathname])
  return createElement(
    "main",
    { "aria-labelledby": id },
    createElement("h1", { id, ref: heading, tabIndex: -1 }, t("title", { name: store.session.name })),
    createElement("p", null, date.toLocaleString(DateTime.DATE_HUGE, { locale: store.session.lang })),
    createElement(Link, { to: "/fi/day/1" }, t("next")),
    createElement("button", { onClick: () => navigate(-1) }, t("back")),
    createElement(Outlet),
  )
})

async function main() {
  const i18n = i18next.createInstance()
  await i18n
    .use(initReactI18next)
    .init({ lng: "fi", resources: { fi: { translation: { title: "{{name}}" } } } })
  await store.session.load()
  const router = createBrowserRouter([
    { path: "/", loader: () => redirect("/fi") },
    { path: "/:lang", Component: Page, children: [{ path: "day/:day", Component: Page }] },
  ])
  createRoot(document.getElementById("root") as HTMLElement).render(
    createElement(
      StrictMode,
      null,
      createElement(I18nextProvider, { i18n }, createElement(RouterProvider, { router })),
    ),
  )
  window.addEventListener("pagehide", () => destroy(store))
}

void main()
