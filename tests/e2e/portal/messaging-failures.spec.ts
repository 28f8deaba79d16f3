// Issue 15: the messaging area's error path and its maintenance mode, in English and Finnish. A poll of the list
// that fails shows the error and stops the polling; a retry loads and polls again (the page's clock drives the
// 120 s; the rule itself: tests/unit/stores/messaging/polling.test.ts). The maintenance notice in Finnish (all
// three languages: tests/unit/views/messaging/messagingStates.test.tsx). The other states (a list that never
// loaded, no messaging user, a session without the messaging features, the attachment rules' texts) are
// component tests in tests/unit/views/messaging/; a failed upload, reply or new conversation losing nothing are
// steps of the journeys in messaging.spec.ts. axe on every state.
import { expect, test } from "../fixtures.ts"
import { logIn } from "../login.ts"
import {
  conversationList,
  failOperation,
  fulfillStatus,
  messagingPath,
  operationOf,
  statusExample,
} from "./messaging.helpers.ts"

test.describe.configure({ timeout: 90_000 })

test("a failing list load stops the polling; a retry loads and polls again", async ({
  page,
  expectAccessible,
}) => {
  // the fixture has installed the clock already when the run is at a moment of its own (E2E_NOW)
  if (!process.env.E2E_NOW) await page.clock.install()
  let failing = false
  let loads = 0
  page.on("request", (request) => {
    if (operationOf(request) === "MessagingThreads") loads += 1
  })
  await logIn(page, "aino", messagingPath.list("en"))
  await expect(conversationList(page)).toBeVisible()
  const polled = loads
  // spec §9: every 120000 ms
  const polledAnswer = page.waitForEvent(
    "requestfinished",
    (request) => operationOf(request) === "MessagingThreads",
  )
  await page.clock.runFor(120_000)
  await polledAnswer
  expect(loads).toBe(polled + 1)

  failing = true
  await failOperation(page, "MessagingThreads", () => failing)
  // The next poll is due 120 s after the app has taken the last answer, which on a busy machine can come a moment
  // after the browser finished the request: the clock steps on until the failing poll has been answered.
  const failure = page.getByText("Failed to fetch conversations. Please try again later.")
  await expect(async () => {
    await page.clock.runFor(60_000)
    await expect(failure).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expectAccessible("the list failed to refresh")
  const afterFailure = loads
  await page.clock.runFor(360_000)
  expect(loads, "no polling after an error").toBe(afterFailure)

  failing = false
  const retried = page.waitForEvent(
    "requestfinished",
    (request) => operationOf(request) === "MessagingThreads",
  )
  await page.getByRole("button", { name: "Try again" }).click()
  await retried
  // the list has taken the retry's answer (and the poller has started) once the error is gone
  await expect(failure).toHaveCount(0)
  await expect(conversationList(page)).toBeVisible()
  expect(loads).toBe(afterFailure + 1)
  // The next poll is due 120 s after the retry's answer: one step of the clock fires it, and stops right after,
  // well inside the app's 10 s request limit of the poll's own request.
  await page.clock.runFor(120_000)
  await expect.poll(() => loads).toBe(afterFailure + 2)
})

test("maintenance mode shows the maintenance notice (fi)", async ({ page, expectAccessible }) => {
  await fulfillStatus(page, statusExample("maintenance"))
  await logIn(page, "aino", messagingPath.list("fi"), { lang: "fi" })
  await expect(
    page.getByRole("heading", { level: 2, name: "Viestipalvelu ei ole tällä hetkellä käytössä" }),
  ).toBeVisible()
  await expect(page.getByRole("link", { name: "Varaa etävastaanotto" })).toHaveAttribute(
    "href",
    /includeRemote=true$/,
  )
  // the contract's example announces the break as a warning
  await expect(page.getByRole("heading", { name: /Viestipalvelun huoltokatko/ })).toBeVisible()
  await expect(conversationList(page, "Keskustelut")).toHaveCount(0)
  await expectAccessible("maintenance, fi")
})
