// @vitest-environment happy-dom
// Renewal requests a patient can follow (issue 31), in fi and sv: the prescriptions page lists the requests sent,
// each leading to its conversation with its state; the request's thread, titled in Finnish for the staff, is titled
// in the patient's language wherever the portal shows it (the conversations list, the front page, the thread).
import { act, cleanup, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { fixedClock } from "../../../../src/domain/clock.ts"
import type { Lang } from "../../../../src/domain/language.ts"
import { RENEWAL_THREAD_TITLE } from "../../../../src/domain/prescriptions.ts"
import { messagingOnOrigin } from "../../../../src/platform/api/messaging.ts"
import { formatDate, formatTime } from "../../../../src/platform/i18n/format.ts"
import { buildRoutePath, routePatterns } from "../../../../src/platform/routing/index.ts"
import type { ConversationSummary } from "../../../../src/features/messaging/store/types.ts"
import { ConversationItem } from "../../../../src/features/messaging/views/ConversationItem.tsx"
import { ThreadPage } from "../../../../src/features/messaging/views/ThreadPage.tsx"
import { PrescriptionsPage } from "../../../../src/features/prescriptions/views/PrescriptionsPage.tsx"
import { fakeStoreEnv, renderView } from "../../../support/renderView.tsx"
import { createTestRoot } from "../../../support/rootStore.ts"
import { nodeFetch, useWorkerSandbox } from "../../../support/sandbox.ts"

const sandbox = useWorkerSandbox()
afterEach(cleanup)

const WORDS = {
  fi: {
    heading: "Lähetetyt uusimispyynnöt",
    request: "Uusimispyyntö",
    at: "klo",
    answered: "Vastattu",
    sent: "Lähetetty",
  },
  sv: {
    heading: "Skickade begäranden om förnyelse",
    request: "Begäran om förnyelse",
    at: "kl.",
    answered: "Besvarad",
    sent: "Skickad",
  },
} as const
const TITLE = {
  fi: "Reseptin uusimispyyntö",
  sv: "Begäran om förnyelse av recept",
  en: "Prescription renewal request",
} as const

/** Aino's store on the worker sandbox in `lang`, with the messaging client. */
async function ainoStore(lang: Lang) {
  const login = await sandbox().login("aino")
  const env = fakeStoreEnv({
    baseUrl: sandbox().url,
    getCsrfToken: () => login.csrfToken,
    messaging: messagingOnOrigin,
    fetch: (request) => nodeFetch(request, login),
  })
  const root = createTestRoot(env, { session: { lang } })
  await root.session.load()
  return root
}

async function renderPrescriptions(lang: Lang) {
  const root = await ainoStore(lang)
  const path = buildRoutePath("prescriptions", lang)
  const view = await renderView(() => [{ path, element: <PrescriptionsPage /> }], {
    lang,
    namespaces: ["prescriptions"],
    store: root,
    url: path,
  })
  return { root, view }
}

describe("the renewal requests sent, on the prescriptions page", () => {
  for (const lang of ["fi", "sv"] as const) {
    it(`lists each with its state and a link to its conversation (${lang})`, async () => {
      const words = WORDS[lang]
      const { root } = await renderPrescriptions(lang)
      const section = await screen.findByRole("region", { name: words.heading })
      const items = within(section).getAllByRole("listitem")
      const requests = root.prescriptions.sent.requests
      expect(items).toHaveLength(requests.length)
      const answered = requests.find((request) => request.state === "answered")
      if (!answered) throw new Error("Aino has no answered renewal request in the seed")
      const item = items[requests.indexOf(answered)]!
      const link = within(item).getByRole("link", {
        name: `${words.request} ${formatDate(answered.sentAt)} ${words.at} ${formatTime(answered.sentAt)}`,
      })
      expect(link.getAttribute("href")).toBe(
        buildRoutePath("conversationThread", lang, { threadId: answered.threadId }),
      )
      expect(item.textContent).toContain(words.answered)
    })
  }

  it("shows a request just sent as sent (fi)", async () => {
    const { root } = await renderPrescriptions("fi")
    await screen.findByRole("region", { name: WORDS.fi.heading })
    const { list, renewal, sent } = root.prescriptions
    const target = list.selectable[0]
    if (!target) throw new Error("Aino has no renewable prescription in the seed")
    await renewal.open(target.id)
    const answers = renewal.answersOf(target.id)!
    answers.setText("reason", "Jatkuva lääkitys")
    answers.setYesNo("runOut", "yes")
    answers.setYesNo("sideEffects", "no")
    renewal.setOtherMedicines("Ei muita")
    const texts = {
      heading: "Pyyntö",
      questions: {
        reason: "Miksi?",
        runOut: "Loppunut?",
        remaining: "Jäljellä?",
        sideEffects: "Haittoja?",
        sideEffectsDescription: "Mitä?",
      },
      yes: "Kyllä",
      no: "Ei",
      otherMedicines: "Muut?",
    }
    expect(await renewal.submit(texts)).toBe(true)
    await act(() => sent.load())
    const section = screen.getByRole("region", { name: WORDS.fi.heading })
    const first = within(section).getAllByRole("listitem")[0]!
    expect(within(first).getByRole("link").getAttribute("href")).toBe(
      buildRoutePath("conversationThread", "fi", { threadId: renewal.threadId! }),
    )
    expect(first.textContent).toContain(WORDS.fi.sent)
  })
})

function renewalConversation(): ConversationSummary {
  return {
    id: "101",
    title: { kind: "title", text: RENEWAL_THREAD_TITLE },
    isActive: true,
    created: "2026-11-20T08:00:00Z",
    isUnread: false,
    latestMessage: undefined,
  }
}

describe("a renewal request's thread title", () => {
  it("is in the patient's language in the conversations list (fi, sv, en)", async () => {
    for (const lang of ["fi", "sv", "en"] as const) {
      await renderView(
        <ul>
          <ConversationItem conversation={renewalConversation()} />
        </ul>,
        {
          lang,
          namespaces: ["messaging"],
          env: fakeStoreEnv({ now: fixedClock(Date.parse("2026-11-27T10:00:00Z")) }),
        },
      )
      expect(screen.getByRole("link").textContent).toBe(TITLE[lang])
      cleanup()
    }
  })

  it("is in the patient's language on the thread's page (sv)", async () => {
    const root = await ainoStore("sv")
    const { sent } = root.prescriptions
    await sent.load()
    const request = sent.requests[0]
    if (!request) throw new Error("Aino has no renewal request in the seed")
    const path = buildRoutePath("conversationThread", "sv", { threadId: request.threadId })
    const pattern = routePatterns("sv").find(({ routeId }) => routeId === "conversationThread")!.path
    await renderView(() => [{ path: pattern, element: <ThreadPage /> }], {
      lang: "sv",
      namespaces: ["messaging"],
      store: root,
      url: path,
    })
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(TITLE.sv), {
      timeout: 10_000,
    })
  })
})
