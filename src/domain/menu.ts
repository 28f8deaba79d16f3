// The side menu (spec booking §2 "Page shell", gating from spec booking §6 and messaging §1). Pure: the shell
// view renders what this returns.
import type { BrandId, Feature } from "./features.ts"
import { hasFeatures, MESSAGING_FEATURES } from "./features.ts"
import type { Lang } from "./language.ts"

export type MenuRouteId =
  | "front"
  | "conversations"
  | "occupationalHealthcare"
  | "occupationalVaccination"
  | "occupationalTeam"
  | "sicknessFund"
  | "appointments"
  | "visits"
  | "laboratory"
  | "prescriptions"
  | "vaccinations"
  | "questionnaires"
  | "imaging"
  | "certificates"
  | "pikkutsatti"
  | "invoices"
  | "myInformation"
  | "help"

export interface MenuLink {
  readonly kind: "link"
  readonly id: string
  readonly routeId: MenuRouteId
  readonly labelKey: `menu.${string}`
  // fragment on the target page (a sickness fund tab, the help page's SMS FAQ)
  readonly anchor?: string
  // entries inside the linked page, shown under the link
  readonly children?: readonly MenuLink[]
}

// a heading over its links; it is not a page itself
export interface MenuGroup {
  readonly kind: "group"
  readonly id: string
  readonly labelKey: `menu.${string}`
  readonly children: readonly MenuLink[]
}

// log out asks for confirmation in a dialog (spec booking §2), so it is an action, not a route
export interface MenuAction {
  readonly kind: "action"
  readonly id: "logOut"
  readonly action: "logOut"
  readonly labelKey: "menu.logOut"
}

export type MenuItem = MenuLink | MenuGroup | MenuAction

export interface MenuInput {
  readonly brand: BrandId
  readonly lang: Lang
  readonly features: readonly Feature[]
  readonly hasOccupationalHealthcare: boolean
  readonly isLoggedIn: boolean
  readonly isMobile: boolean
}

// spec messaging §1: the children's brand lacks certificates, conversations, employee memo, questionnaires
export const ROUTES_MISSING_IN_CHILDREN_BRAND: readonly MenuRouteId[] = [
  "certificates",
  "conversations",
  "questionnaires",
]

const link = (id: string, routeId: MenuRouteId, anchor?: string): MenuLink =>
  anchor === undefined
    ? { kind: "link", id, routeId, labelKey: `menu.${id}` }
    : { kind: "link", id, routeId, labelKey: `menu.${id}`, anchor }

// spec booking §2: the sickness fund page's four tabs Sairauskassa, Korvauskäytännöt, Ohjeet, Usein kysyttyä;
// the anchors name the tabs (the page's content is Finnish only)
export const SICKNESS_FUND_TABS = [
  { id: "sicknessFundOverview", anchor: "sairauskassa" },
  { id: "sicknessFundReimbursements", anchor: "korvauskaytannot" },
  { id: "sicknessFundInstructions", anchor: "ohjeet" },
  { id: "sicknessFundFaq", anchor: "usein-kysyttya" },
] as const

export const HELP_SMS_FAQ_ANCHOR = "sms-faq"

function occupationalGroup({ features }: MenuInput): MenuGroup {
  const children: MenuLink[] = []
  // spec booking §6 / messaging §6: occupational health pages need ohc-appointment-search
  if (hasFeatures(features, "ohc-appointment-search")) {
    children.push(link("occupationalHealthcare", "occupationalHealthcare"))
    children.push(link("occupationalVaccination", "occupationalVaccination"))
  }
  // the team is the agreement's people, not appointment search: booking §6 gates only the occupational page by the
  // feature, so the team stays for everyone with occupational healthcare (and the group is never empty)
  children.push(link("occupationalTeam", "occupationalTeam"))
  return group("occupationalHealthcareGroup", children)
}

const group = (id: `${string}Group`, children: readonly MenuLink[]): MenuGroup => ({
  kind: "group",
  id,
  labelKey: `menu.${id}`,
  children,
})

function sicknessFundGroup(): MenuGroup {
  return group(
    "sicknessFundGroup",
    SICKNESS_FUND_TABS.map((tab) => link(tab.id, "sicknessFund", tab.anchor)),
  )
}

function helpLink({ features }: MenuInput): MenuLink {
  // spec booking §6: the help page's SMS-login FAQ entry only with mfa
  if (!hasFeatures(features, "mfa")) return link("help", "help")
  return { ...link("help", "help"), children: [link("helpSmsLogin", "help", HELP_SMS_FAQ_ANCHOR)] }
}

/**
 * The menu in the spec's order (booking §2 'Page shell'), with two changes of ours (docs/decisions/0013): messages
 * come right after home for everyone who has messaging, not inside the occupational group, and the spec's
 * ungrouped pages have headings of their own: care and health records (appointments to certificates), and the
 * rest (children's chat, invoices, my information, help).
 */
export function menuItems(input: MenuInput): MenuItem[] {
  // every menu page is for logged-in users (spec booking §6), and the anonymous shell has a log-in button instead
  if (!input.isLoggedIn) return []
  const { brand, lang, features } = input
  const isChildrenBrand = brand === "children"
  const items: MenuItem[] = [link("home", "front")]
  // spec booking §6: messages need both messaging features (the front page's block asks the same)
  if (hasFeatures(features, ...MESSAGING_FEATURES)) items.push(link("messages", "conversations"))

  // spec booking §6: needs occupational healthcare, hidden for the children's variant
  if (input.hasOccupationalHealthcare && !isChildrenBrand) items.push(occupationalGroup(input))
  if (hasFeatures(features, "sickness-fund-page", "is-finnair-sickness-fund-member")) {
    items.push(sicknessFundGroup())
  }
  items.push(
    group("careGroup", [
      link("appointments", "appointments"),
      link("visits", "visits"),
      link("laboratory", "laboratory"),
      link("prescriptions", "prescriptions"),
      link("vaccinations", "vaccinations"),
      link("questionnaires", "questionnaires"),
      link("imaging", "imaging"),
      link("certificates", "certificates"),
    ]),
  )
  const more: MenuLink[] = []
  if (hasFeatures(features, "pikkutsatti")) more.push(link("childrensChat", "pikkutsatti"))
  more.push(link("invoices", "invoices"), link("myInformation", "myInformation"))
  // spec booking §2: help is /fi/ohjeita, Finnish only
  if (lang === "fi") more.push(helpLink(input))
  items.push(group("moreGroup", more))
  if (input.isMobile) items.push({ kind: "action", id: "logOut", action: "logOut", labelKey: "menu.logOut" })

  return isChildrenBrand ? withoutRoutes(items, ROUTES_MISSING_IN_CHILDREN_BRAND) : items
}

/** The items with only the links `keep` keeps; a group left without links goes too. */
function keepLinks(items: readonly MenuItem[], keep: (routeId: MenuRouteId) => boolean): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.kind === "action") return [item]
    if (item.kind === "link" && !keep(item.routeId)) return []
    if (item.children === undefined) return [item]
    const children = item.children.filter((child) => keep(child.routeId))
    if (item.kind === "group" && children.length === 0) return []
    return [{ ...item, children }]
  })
}

function withoutRoutes(items: readonly MenuItem[], routeIds: readonly MenuRouteId[]): MenuItem[] {
  return keepLinks(items, (routeId) => !routeIds.includes(routeId))
}

/** The menu of a target: the links to pages its features have (their manifests' `menu`), in the spec's order. */
export function withRoutesOnly(items: readonly MenuItem[], routeIds: readonly MenuRouteId[]): MenuItem[] {
  return keepLinks(items, (routeId) => routeIds.includes(routeId))
}

// all links, groups flattened, in menu order
export function menuLinks(items: readonly MenuItem[]): MenuLink[] {
  const withChildren = (link: MenuLink): MenuLink[] => [link, ...(link.children ?? [])]
  return items.flatMap((item) => {
    if (item.kind === "action") return []
    if (item.kind === "group") return item.children.flatMap(withChildren)
    return withChildren(item)
  })
}
