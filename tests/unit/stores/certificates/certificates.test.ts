import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { VACCINATIONS_PER_PAGE } from "../../../../src/features/records/store/certificates/Vaccinations.ts"
import { healthStoreOn } from "../prescriptions/support.ts"
import { type TestSandbox, startTestSandbox } from "../../../support/sandbox.ts"

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

describe("certificates", () => {
  it("lists the sick-leave certificates since 1.1.2022, newest first", async () => {
    const { certificates } = healthStoreOn(sandbox, sandbox.login("aino")).certificates
    await certificates.load()
    expect(certificates.status).toBe("loaded")
    const issued = certificates.certificates.map((certificate) => certificate.issuedDate)
    expect(issued.length).toBeGreaterThan(0)
    for (const day of issued) expect(day >= "2022-01-01").toBe(true)
    expect(issued).toEqual([...issued].sort().reverse())
  })

  it("gives a PDF link with the csrf token, the file name and the language, and the link gives the PDF", async () => {
    const login = sandbox.login("aino")
    const store = healthStoreOn(sandbox, login)
    // the link carries the session's own token, as the page has it
    await store.session.load()
    expect(store.session.csrfToken).toBe(login.csrfToken)
    store.session.setLang("sv")
    const { certificates } = store.certificates
    await certificates.load()
    const certificate = certificates.certificates[0]!
    const path = certificates.pdfPath(certificate, "sjukintyg-1.pdf")
    const url = new URL(path, sandbox.url)
    expect(url.pathname).toBe(`/api/certificates/${certificate.id}/pdf`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      filename: "sjukintyg-1.pdf",
      lang: "sv",
      csrfToken: login.csrfToken,
    })
    const response = await fetch(url, { headers: { cookie: login.cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("application/pdf")
    expect(response.headers.get("content-disposition")).toContain('filename="sjukintyg-1.pdf"')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
  })
})

describe("vaccinations, 25 a page", () => {
  it("pages through Aino's vaccinations, newest first, and goes to the last page for one beyond it", async () => {
    const { vaccinations } = healthStoreOn(sandbox, sandbox.login("aino")).certificates
    await vaccinations.load(1)
    const total = vaccinations.totalCount
    expect(total, "the seed gives Aino more than one page").toBeGreaterThan(VACCINATIONS_PER_PAGE)
    expect(vaccinations.vaccinations).toHaveLength(VACCINATIONS_PER_PAGE)
    expect(vaccinations.range).toEqual({ from: 1, to: VACCINATIONS_PER_PAGE })
    const pageCount = Math.ceil(total / VACCINATIONS_PER_PAGE)
    expect(vaccinations.pageCount).toBe(pageCount)
    const firstPage = vaccinations.vaccinations.map((vaccination) => vaccination.date)
    expect(firstPage).toEqual([...firstPage].sort().reverse())

    await vaccinations.load(2)
    expect(vaccinations.shownPage).toBe(2)
    expect(vaccinations.range.from).toBe(VACCINATIONS_PER_PAGE + 1)
    expect(vaccinations.vaccinations[0]!.date <= firstPage.at(-1)!).toBe(true)

    await vaccinations.load(pageCount + 5)
    expect(vaccinations.shownPage).toBe(pageCount)
    expect(vaccinations.range.to).toBe(total)
    await vaccinations.load(Number.NaN)
    expect(vaccinations.shownPage).toBe(1)
  })

  it("is empty for a patient without vaccinations", async () => {
    const { vaccinations } = healthStoreOn(sandbox, sandbox.login("pekka")).certificates
    await vaccinations.load(1)
    expect(vaccinations.isEmpty).toBe(true)
    expect(vaccinations.pageCount).toBe(1)
  })
})
