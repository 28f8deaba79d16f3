// The invoice payment page and the payment result page (issue 17 points 3, 4; spec messaging §4 'Invoice payment').
// Each test pays (or reads) an invoice of its own, appended for these tests in sandbox/payments/invoiceSeed.ts, and
// checks first that it is open and payable online.
import type { Request } from "@playwright/test"
import { installSandboxClock } from "../clock.ts"
import { logIn } from "../login.ts"
import { test } from "../fixtures.ts"
import { XSS_FLAG, XSS_VECTORS } from "../support/xssCorpus.ts"
import { measureOverflow, NARROW } from "./reflowSupport.ts"
import {
  euros,
  expect,
  expectReceipt,
  invoiceOf,
  openPayableInvoice,
  paths,
  payThroughApi,
  texts,
} from "./paymentSupport.ts"

test.describe("paying an invoice online", () => {
  test("Aino pays through the test provider, lands on 'Payment completed', and the invoice shows paid (fi)", async ({
    page,
    expectAccessible,
  }) => {
    const t = texts.fi
    await logIn(page, "aino", paths.payment("fi", "3040650"))
    const invoice = await openPayableInvoice(page, "3040650")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.title)
    const facts = page.getByRole("definition")
    await expect(facts.filter({ hasText: invoice.invoiceNumber })).toBeVisible()
    await expect(facts.filter({ hasText: euros(invoice.sumCents, "fi") })).toBeVisible()
    // what it was for (issue 31)
    await expect(facts.filter({ hasText: invoice.visit.service })).toBeVisible()
    // feature price-details is on in the adult development environment: the rows and their total
    const details = page.getByRole("table", { name: t.page.priceDetails })
    await expect(details.getByRole("row").last()).toContainText(euros(invoice.sumCents, "fi"))
    await expect(page.getByRole("heading", { name: t.page.terms })).toBeVisible()
    await expect(page.getByText("Tämä on testiympäristön maksu")).toBeVisible()
    await expect(page.getByRole("button", { name: "Sandbox Card" })).toBeVisible()
    await expectAccessible("payment page with providers (fi)")

    await page.getByRole("button", { name: "Sandbox Pankki" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Sandbox Pankki" })).toBeVisible()
    await page.getByRole("button", { name: "Maksa" }).click()

    await expect(page).toHaveURL(`${paths.result("fi", "3040650")}?status=ok`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.result.completed)
    await expect(page.getByRole("link", { name: t.result.toFrontPage })).toHaveAttribute("href", "/fi")
    // the receipt (issue 31): the sum, the invoice number and the reference (the invoice number), paid today
    const receipt = page.getByRole("region", { name: t.receipt.title })
    await expectReceipt(receipt, t, invoice)
    await expectAccessible("payment completed with its receipt (fi)")
    // printed, the receipt stands alone: no menu, header or buttons; the provider and the print date are on it
    await expect(page.locator(".site-header")).toBeVisible()
    await expect(receipt.getByText(/^Tulostettu/)).toBeHidden()
    await page.emulateMedia({ media: "print" })
    await expect(receipt).toBeVisible()
    await expect(receipt.getByText("Aava", { exact: true })).toBeVisible()
    await expect(receipt.getByText(/^Tulostettu \d{1,2}\.\d{1,2}\.\d{4}$/)).toBeVisible()
    const chrome = page.locator(".site-header, .side-menu, .site-footer")
    await expect(chrome, "the page has its header, menu and footer").toHaveCount(3)
    for (const part of await chrome.all()) await expect(part).toBeHidden()
    await expect(page.getByRole("button", { name: t.receipt.print })).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden()
    await page.emulateMedia({ media: "screen" })
    await expect(page.getByRole("button", { name: t.receipt.print })).toBeVisible()

    expect((await invoiceOf(page, "3040650")).status).toBe("paid")
    await page.goto(paths.payment("fi", "3040650"))
    await expect(page.getByRole("heading", { level: 2, name: t.page.paidTitle })).toBeVisible()
    await expect(page.getByRole("button", { name: "Sandbox Pankki" })).toHaveCount(0)
    await expectAccessible("payment page of a paid invoice (fi)")
  })

  test("a cancelled payment lands on 'Payment interrupted' with try again, and trying again pays (en)", async ({
    page,
    expectAccessible,
  }) => {
    const t = texts.en
    await logIn(page, "aino", paths.payment("en", "3040651"))
    const invoice = await openPayableInvoice(page, "3040651")
    await page.getByRole("button", { name: "Sandbox Card" }).click()
    await page.getByRole("button", { name: "Cancel payment" }).click()

    await expect(page).toHaveURL(`${paths.result("en", "3040651")}?status=fail`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.result.interrupted)
    await expect(page.getByText(t.messages.cancelled)).toBeVisible()
    const facts = page.getByRole("definition")
    await expect(facts.filter({ hasText: invoice.invoiceNumber })).toBeVisible()
    await expect(facts.filter({ hasText: euros(invoice.sumCents, "en") })).toBeVisible()
    await expect(facts.filter({ hasText: t.result.unpaid })).toBeVisible()
    await expectAccessible("payment interrupted (en)")

    await page.getByRole("link", { name: t.result.tryAgain }).click()
    await expect(page).toHaveURL(paths.payment("en", "3040651"))
    await page.getByRole("button", { name: "Sandbox Card" }).click()
    await page.getByRole("button", { name: "Pay", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.result.completed)
    expect((await invoiceOf(page, "3040651")).status).toBe("paid")
  })

  test("without an email the patient adds one in my information and comes back to the same invoice (sv)", async ({
    page,
    expectAccessible,
  }) => {
    const t = texts.sv
    await logIn(page, "outi", paths.payment("sv", "3040660"))
    await openPayableInvoice(page, "3040660")
    await expect(page.getByRole("heading", { level: 2, name: t.page.emailTitle })).toBeVisible()
    await expect(page.getByRole("button", { name: "Sandbox Pankki" })).toHaveCount(0)
    await expectAccessible("payment page, email required (sv)")

    await page.getByRole("link", { name: t.page.emailLink }).click()
    await expect(page).toHaveURL(/\/sv\/mina-uppgifter\?saveAction=/)
    const save = page.getByRole("button", { name: "Spara och gå vidare till betalningen" })
    await expect(save).toBeVisible()
    await page.getByRole("textbox", { name: /^E-post/ }).fill("outi.peltonen@example.fi")
    await save.click()

    await expect(page).toHaveURL(paths.payment("sv", "3040660"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.title)
    await expect(page.getByRole("button", { name: "Sandbox Pankki" })).toBeVisible()
    await expect(page.getByText("Detta är en betalning i testmiljön")).toBeVisible()
    await expectAccessible("payment page after adding the email (sv)")
  })

  test("an invoice paid in another tab after the page loaded is not submitted: the page shows it paid (en)", async ({
    page,
    expectAccessible,
  }) => {
    const t = texts.en
    await logIn(page, "aino", paths.payment("en", "3040652"))
    const invoice = await openPayableInvoice(page, "3040652")
    const provider = page.getByRole("button", { name: "Sandbox Pankki" })
    await expect(provider).toBeVisible()

    await payThroughApi(page, invoice)
    const toProvider: Request[] = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/payments/sandbox-provider") toProvider.push(request)
    })
    await provider.click()

    await expect(page.getByRole("status").filter({ hasText: t.page.paidMeanwhile })).toBeFocused()
    await expect(page.getByRole("heading", { level: 2, name: t.page.paidTitle })).toBeVisible()
    await expect(page).toHaveURL(paths.payment("en", "3040652"))
    expect(toProvider).toEqual([])
    await expectAccessible("payment page, paid meanwhile (en)")
  })

  test("terms with scripts, handlers and javascript: links render inert, with no policy violation, and so does a provider's logo (fi)", async ({
    page,
    expectAccessible,
  }) => {
    // the fixture fails the test on a violation the console reports; the page's own events are counted here too
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __violations: seen })
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.effectiveDirective} ${event.sample}`),
      )
    })
    const dialogs: string[] = []
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const hostile =
      `<p>Maksuehdot <a href="javascript:alert('terms')">vaarallinen linkki</a></p>` +
      `<script>alert("script")</script><img src=x onerror="alert('onerror')">` +
      `<p onclick="alert('click')" onmouseover="alert('over')">Tavallinen kappale</p>` +
      XSS_VECTORS.join("\n")
    const hostileLogo = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert('logo')"><script>alert("logo")</script><rect width="120" height="48"/></svg>`
    await page.route(
      (url) => url.pathname === "/api/payments",
      async (route) => {
        if (route.request().method() !== "POST") return route.fallback()
        const answer = await route.fetch()
        const body = (await answer.json()) as { terms: string; providers: { svg: string }[] }
        body.terms = hostile
        body.providers[0]!.svg = `data:image/svg+xml;base64,${Buffer.from(hostileLogo).toString("base64")}`
        await route.fulfill({ response: answer, json: body })
      },
    )
    await logIn(page, "aino", paths.payment("fi", "3040653"))
    await openPayableInvoice(page, "3040653")
    const terms = page.getByRole("region", { name: texts.fi.page.terms })
    await expect(terms.getByText("Tavallinen kappale")).toBeVisible()
    await expect(page.getByRole("button", { name: "Sandbox Pankki" })).toBeVisible()
    await page.getByText("Tavallinen kappale").hover()
    await page.getByText("Tavallinen kappale").click()

    expect(dialogs).toEqual([])
    expect(
      await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
    ).toBeUndefined()
    await expect(terms.locator("script, iframe, object, embed, form, style, svg, math, img")).toHaveCount(0)
    expect(
      await terms.evaluate((element) =>
        [...element.querySelectorAll("*")].flatMap((node) =>
          [...node.attributes]
            .filter((attribute) => /^on/i.test(attribute.name))
            .map((attribute) => attribute.name),
        ),
      ),
    ).toEqual([])
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
    await expect(terms.getByText("vaarallinen linkki")).not.toHaveAttribute("href", /.*/)
    // the logo is only an image, where nothing in it runs, never markup in the page
    const provider = page.getByRole("button", { name: "Sandbox Pankki" })
    const logoSource = decodeURIComponent((await provider.locator("img").getAttribute("src")) ?? "")
    expect(logoSource).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /)
    await expect(provider.locator("svg, script")).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
      [],
    )
    await expectAccessible("payment page with hostile terms (fi)")

    // WCAG 1.4.10: the page with its price details, terms and providers does not scroll sideways at 320 px
    await page.setViewportSize(NARROW)
    const { scrollWidth, offenders } = await measureOverflow(page, NARROW.width)
    expect(scrollWidth, `the payment page scrolls sideways: ${offenders.join("; ")}`).toBeLessThanOrEqual(
      NARROW.width,
    )
    await expectAccessible(`payment page at ${NARROW.width} px (fi)`)
  })

  test("delayed or pending: the payment is being confirmed; the invoice is read again a few times (en)", async ({
    page,
    expectAccessible,
  }) => {
    const t = texts.en
    const reads: string[] = []
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/api/payments/good-sign-invoice") reads.push(response.url())
    })
    // the page's clock, so that the reads' intervals are run rather than waited out
    await installSandboxClock(page)
    await logIn(page, "aino", `${paths.result("en", "3040654")}?status=pending`)
    await openPayableInvoice(page, "3040654")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.result.confirming)
    await expect(page.getByText(t.result.confirmingText)).toBeVisible()
    await expectAccessible("payment being confirmed (en)")

    // five reads 3 s apart (docs/decisions/0028-invoices-and-payment.md), then the page says it is not confirmed yet
    const unconfirmed = page.getByText(t.result.unconfirmed)
    for (let step = 0; step < 8 && !(await unconfirmed.isVisible()); step++) {
      const before = reads.length
      await page.clock.runFor(3_000)
      await expect.poll(() => reads.length > before || unconfirmed.isVisible()).toBe(true)
    }
    await expect(unconfirmed).toBeVisible()
    expect(reads).toHaveLength(5)
    await expect(page.getByRole("button", { name: t.result.checkAgain })).toBeVisible()
    expect((await invoiceOf(page, "3040654")).status, "the test only reads the invoice").toBe("open")
    await expectAccessible("payment not yet confirmed (en)")
  })
})
