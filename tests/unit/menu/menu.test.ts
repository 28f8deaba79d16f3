import { describe, expect, it } from "vitest"
import { menuItems, menuLinks } from "../../../src/domain/menu.ts"
import type { MenuGroup, MenuInput, MenuLink } from "../../../src/domain/menu.ts"
import { loggedInAdult, menuIds, routeIds, without } from "./fixtures.ts"

const has = (input: Partial<MenuInput>, id: string) => menuIds({ ...loggedInAdult, ...input }).includes(id)

describe("menuItems: the full menu", () => {
  it("lists everything in the spec's order for a Finnish adult on mobile with every feature, messages after home", () => {
    expect(menuIds(loggedInAdult)).toEqual([
      "home",
      "messages",
      "occupationalHealthcareGroup",
      "occupationalHealthcare",
      "occupationalVaccination",
      "occupationalTeam",
      "sicknessFundGroup",
      "sicknessFundOverview",
      "sicknessFundReimbursements",
      "sicknessFundInstructions",
      "sicknessFundFaq",
      "careGroup",
      "appointments",
      "visits",
      "laboratory",
      "prescriptions",
      "vaccinations",
      "questionnaires",
      "imaging",
      "certificates",
      "moreGroup",
      "childrensChat",
      "invoices",
      "myInformation",
      "help",
      "helpSmsLogin",
      "logOut",
    ])
  })

  it("gives a minimal logged-in desktop menu without features or occupational healthcare", () => {
    const input: MenuInput = { ...loggedInAdult, lang: "en", features: [], hasOccupationalHealthcare: false }
    expect(menuIds({ ...input, isMobile: false })).toEqual([
      "home",
      "careGroup",
      "appointments",
      "visits",
      "laboratory",
      "prescriptions",
      "vaccinations",
      "questionnaires",
      "imaging",
      "certificates",
      "moreGroup",
      "invoices",
      "myInformation",
    ])
  })

  it("names every label menu.<id> and links to the spec's pages", () => {
    const links = menuLinks(menuItems(loggedInAdult))
    for (const link of links) expect(link.labelKey).toBe(`menu.${link.id}`)
    expect(routeIds(loggedInAdult)).toContain("front")
    expect(links.find((link) => link.id === "childrensChat")?.routeId).toBe("pikkutsatti")
    expect(links.find((link) => link.id === "messages")?.routeId).toBe("conversations")
  })
})

describe("menuItems: gating rules", () => {
  it.each<[string, Partial<MenuInput>, string, boolean]>([
    // occupational group: needs occupational healthcare, hidden for the children's brand
    ["occupational group with occupational healthcare", {}, "occupationalHealthcareGroup", true],
    [
      "no occupational group without it",
      { hasOccupationalHealthcare: false },
      "occupationalHealthcareGroup",
      false,
    ],
    ["no occupational group for children", { brand: "children" }, "occupationalHealthcareGroup", false],
    ["team always in the group", { features: [] }, "occupationalTeam", true],
    // messages: both messaging features
    ["messages with both features", {}, "messages", true],
    ["no messages without enabled", { features: without("customer-messaging-enabled") }, "messages", false],
    ["no messages without allowed", { features: without("customer-messaging-allowed") }, "messages", false],
    ["messages without occupational healthcare", { hasOccupationalHealthcare: false }, "messages", true],
    ["no messages in the children's brand", { brand: "children" }, "messages", false],
    // occupational pages: ohc-appointment-search
    ["occupational home", {}, "occupationalHealthcare", true],
    [
      "no occupational home",
      { features: without("ohc-appointment-search") },
      "occupationalHealthcare",
      false,
    ],
    [
      "no occupational vaccination",
      { features: without("ohc-appointment-search") },
      "occupationalVaccination",
      false,
    ],
    // sickness fund: sickness-fund-page and member
    ["sickness fund with both", {}, "sicknessFundGroup", true],
    [
      "no sickness fund without page",
      { features: without("sickness-fund-page") },
      "sicknessFundGroup",
      false,
    ],
    [
      "no sickness fund for non-members",
      { features: without("is-finnair-sickness-fund-member") },
      "sicknessFundGroup",
      false,
    ],
    ["sickness fund for children's brand members", { brand: "children" }, "sicknessFundGroup", true],
    // children's chat: pikkutsatti
    ["children's chat with pikkutsatti", {}, "childrensChat", true],
    ["no children's chat without it", { features: without("pikkutsatti") }, "childrensChat", false],
    ["children's chat in children's brand", { brand: "children" }, "childrensChat", true],
    // help: Finnish only; SMS FAQ only with mfa
    ["help in Finnish", {}, "help", true],
    ["no help in Swedish", { lang: "sv" }, "help", false],
    ["no help in English", { lang: "en" }, "help", false],
    ["SMS FAQ with mfa", {}, "helpSmsLogin", true],
    ["no SMS FAQ without mfa", { features: without("mfa") }, "helpSmsLogin", false],
    ["help still without mfa", { features: without("mfa") }, "help", true],
    ["no SMS FAQ in English", { lang: "en" }, "helpSmsLogin", false],
    // log out: mobile only
    ["log out on mobile", {}, "logOut", true],
    ["no log out on desktop", { isMobile: false }, "logOut", false],
    // children's brand lacks certificates, conversations, questionnaires (messaging §1)
    ["certificates for adults", {}, "certificates", true],
    ["no certificates for children", { brand: "children" }, "certificates", false],
    ["questionnaires for adults", {}, "questionnaires", true],
    ["no questionnaires for children", { brand: "children" }, "questionnaires", false],
    ["invoices for children", { brand: "children" }, "invoices", true],
    ["imaging for children", { brand: "children" }, "imaging", true],
    ["my information for children", { brand: "children" }, "myInformation", true],
  ])("%s", (_name, input, id, expected) => {
    expect(has(input, id)).toBe(expected)
  })

  it("shows nothing to anonymous visitors, whatever else holds", () => {
    expect(menuItems({ ...loggedInAdult, isLoggedIn: false })).toEqual([])
  })

  it("puts messages right after home, for a private patient too, with the front page's condition", () => {
    const privatePatient = { ...loggedInAdult, hasOccupationalHealthcare: false, isMobile: false }
    expect(
      menuItems(privatePatient)
        .slice(0, 2)
        .map((item) => item.id),
    ).toEqual(["home", "messages"])
    expect(menuItems(privatePatient)[1]).toMatchObject({ kind: "link", routeId: "conversations" })
    const occupational = menuItems(loggedInAdult).find((item) => item.id === "occupationalHealthcareGroup")
    expect(occupational?.kind === "group" && occupational.children.map((link) => link.id)).not.toContain(
      "messages",
    )
  })

  it("groups the spec's other pages under care and health records, and the rest under more", () => {
    const groups = menuItems(loggedInAdult).flatMap((item) =>
      item.kind === "group" ? [[item.id, item.labelKey, item.children.map((link) => link.id)]] : [],
    )
    expect(groups.slice(-2)).toEqual([
      [
        "careGroup",
        "menu.careGroup",
        [
          "appointments",
          "visits",
          "laboratory",
          "prescriptions",
          "vaccinations",
          "questionnaires",
          "imaging",
          "certificates",
        ],
      ],
      ["moreGroup", "menu.moreGroup", ["childrensChat", "invoices", "myInformation", "help"]],
    ])
  })

  it("makes log out an action that the shell confirms, not a route", () => {
    expect(menuItems(loggedInAdult).at(-1)).toEqual({
      kind: "action",
      id: "logOut",
      action: "logOut",
      labelKey: "menu.logOut",
    })
  })

  it("links the sickness fund entries to the page's four tabs", () => {
    const group = menuItems(loggedInAdult).find((item) => item.id === "sicknessFundGroup") as MenuGroup
    expect(group.kind).toBe("group")
    expect(group.children.map((child) => [child.routeId, child.anchor])).toEqual([
      ["sicknessFund", "sairauskassa"],
      ["sicknessFund", "korvauskaytannot"],
      ["sicknessFund", "ohjeet"],
      ["sicknessFund", "usein-kysyttya"],
    ])
  })

  it("puts the SMS FAQ under the help link as an anchor on the help page", () => {
    const help = menuLinks(menuItems(loggedInAdult)).find((item) => item.id === "help") as MenuLink
    expect(help).toMatchObject({ kind: "link", routeId: "help" })
    expect(help.anchor).toBeUndefined()
    expect(help.children).toEqual([
      { kind: "link", id: "helpSmsLogin", routeId: "help", labelKey: "menu.helpSmsLogin", anchor: "sms-faq" },
    ])
  })

  it("gives the children's brand its own menu", () => {
    expect(
      menuIds({ ...loggedInAdult, brand: "children", features: ["pikkutsatti"], isMobile: false }),
    ).toEqual([
      "home",
      "careGroup",
      "appointments",
      "visits",
      "laboratory",
      "prescriptions",
      "vaccinations",
      "imaging",
      "moreGroup",
      "childrensChat",
      "invoices",
      "myInformation",
      "help",
    ])
  })
})
