// @vitest-environment happy-dom
// WCAG 3.1.2 language of parts (docs/decisions/0004): what the provider writes (visit notes and diagnoses, its
// staff's messages and titles, questionnaires) is Finnish unless the data says otherwise, and is marked lang="fi"
// on Swedish and English pages; on Finnish pages, and for the patient's own words, nothing is marked.
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { Lang } from "../../../src/domain/language.ts"
import { MessageItem } from "../../../src/features/messaging/views/MessageItem.tsx"
import type { ThreadMessage } from "../../../src/features/messaging/store/area.ts"
import { QuestionnairePage } from "../../../src/features/questionnaires/views/QuestionnairePage.tsx"
import { VisitPage } from "../../../src/features/records/views/visits/VisitPage.tsx"
import { buildPath } from "../../../src/platform/routing/index.ts"
import { contractExample } from "../../support/contractExamples.ts"
import { fakeStoreEnv, renderView } from "../../support/renderView.tsx"

afterEach(cleanup)

const VISIT = {
  medicalReport: {
    id: "48213",
    dateTime: "2026-11-18T09:30:00+02:00",
    practitioner: { id: "1043", name: "Mikko Laine", title: "General practitioner", isResource: false },
    specialty: { name: "General medicine" },
    diagnoses: [{ code: "J06.9", description: "Äkillinen ylähengitystieinfektio, määrittämätön" }],
    texts: [{ title: "Tulosyy", body: "Kurkkukipua ja nuhaa viiden päivän ajan." }],
  },
  fullName: "Aino Virtanen",
  personalIdentityCode: "150390-248A",
}

const ANSWERED = contractExample("/api/questionnaires/{invitationId}", "answered") as {
  questionnaireInvitation: { id: string; questionnaireForm: { title: string } }
}

const env = fakeStoreEnv({
  fetch: async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === "/api/visits/48213") return Response.json(VISIT)
    if (pathname === `/api/questionnaires/${ANSWERED.questionnaireInvitation.id}`)
      return Response.json(ANSWERED)
    throw new Error(`No answer for ${pathname} in this test`)
  },
})

/** The language an element is read in: its own or its nearest ancestor's lang (the document's is the page's). */
const langOf = (element: Element | null) => element?.closest("[lang]")?.getAttribute("lang") ?? null

describe("content in the provider's language", () => {
  it.each(["sv", "en"] as const)(
    "the visit's diagnoses and texts are marked Finnish on the %s page",
    async (lang) => {
      const url = buildPath("visit", lang, { id: "48213" })
      await renderView(<VisitPage />, {
        lang,
        namespaces: ["records"],
        env,
        path: url.replace("48213", ":id"),
        url,
      })
      const diagnosis = await screen.findByText("Äkillinen ylähengitystieinfektio, määrittämätön")
      expect(diagnosis.getAttribute("lang")).toBe("fi")
      expect(langOf(screen.getByRole("heading", { level: 3, name: "Tulosyy" }))).toBe("fi")
      expect(langOf(screen.getByText("Kurkkukipua ja nuhaa viiden päivän ajan."))).toBe("fi")
      // what comes in the page's language is not marked
      expect(langOf(screen.getByRole("heading", { level: 1, name: "General medicine" }))).toBe(lang)
    },
  )

  it("marks nothing on the Finnish page", async () => {
    const url = buildPath("visit", "fi", { id: "48213" })
    const { container } = await renderView(<VisitPage />, {
      lang: "fi",
      namespaces: ["records"],
      env,
      path: url.replace("48213", ":id"),
      url,
    })
    await screen.findByText("Äkillinen ylähengitystieinfektio, määrittämätön")
    expect(container.querySelector("[lang]")).toBeNull()
  })

  it.each(["sv", "en"] as const)(
    "an answered questionnaire's title and questions are Finnish on the %s page",
    async (lang) => {
      const id = ANSWERED.questionnaireInvitation.id
      const url = buildPath("questionnaire", lang, { invitationId: id })
      await renderView(<QuestionnairePage />, {
        lang,
        namespaces: ["questionnaires"],
        env,
        path: url.replace(id, ":invitationId"),
        url,
      })
      const title = ANSWERED.questionnaireInvitation.questionnaireForm.title
      expect((await screen.findByRole("heading", { level: 1, name: title })).getAttribute("lang")).toBe("fi")
      const answers = screen.getAllByRole("term")
      expect(answers.length).toBeGreaterThan(0)
      for (const question of answers) expect(question.getAttribute("lang")).toBe("fi")
      // the portal's own words around them are the page's
      const yourAnswers = screen.getByRole("heading", { level: 2 })
      expect(langOf(yourAnswers)).toBe(lang)
    },
  )

  function message(isOwn: boolean): ThreadMessage {
    return {
      id: isOwn ? "2" : "1",
      isOwn,
      deleted: false,
      created: "2026-11-18T09:30:00+02:00",
      content: isOwn ? "Tack för svaret." : "Voit hakea reseptin apteekista.",
      author: { firstName: "Sari", lastName: "Kallio", title: "Sairaanhoitaja" },
      attachments: [],
      questionnaireInvitations: [],
    } as unknown as ThreadMessage
  }

  it.each(["sv", "en"] as Lang[])(
    "a message from the staff is Finnish on the %s page; the patient's own is not marked",
    async (lang) => {
      await renderView(
        <ul>
          <MessageItem message={message(false)} />
          <MessageItem message={message(true)} />
        </ul>,
        { lang, namespaces: ["messaging"] },
      )
      expect(screen.getByText("Voit hakea reseptin apteekista.").getAttribute("lang")).toBe("fi")
      expect(screen.getByText("Sairaanhoitaja").getAttribute("lang")).toBe("fi")
      expect(langOf(screen.getByText("Tack för svaret."))).toBe(lang)
    },
  )
})
