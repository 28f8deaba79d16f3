// Cases for the `certificates` tag.
import { defineCases } from "../support/cases.ts"
import { as, asWith, callAs, CHILDREN, PERSONAS } from "./account.ts"

const newestCertificate = asWith("aino", async (context, login) => {
  const { certificates } = await callAs<{ certificates: { id: string }[] }>(
    context,
    login,
    "GET",
    "/api/certificates",
  )
  const id = certificates[0]?.id
  if (!id) throw new Error("setup: no certificates")
  return { path: { id } }
})

const pdf = { query: { filename: "todistus.pdf", lang: "fi" } }

export const cases = defineCases([
  {
    operationId: "listCertificates",
    title: "since 1.1.2022",
    setup: as("aino"),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "listCertificates",
    title: "none in the children's brand",
    setup: as("eino", { environment: CHILDREN }),
    status: 200,
    sandboxOnly: PERSONAS,
  },
  { operationId: "listCertificates", title: "without a session", status: 401 },
  {
    operationId: "getCertificatePdf",
    title: "a certificate",
    request: pdf,
    setup: newestCertificate,
    status: 200,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getCertificatePdf",
    title: "a file name beyond Latin-1, given back twice",
    request: { ...pdf, query: { filename: "Todistus – marraskuu.pdf", lang: "fi" } },
    setup: newestCertificate,
    status: 200,
    expectHeaders: { "content-disposition": /filename\*=UTF-8''Todistus%20%E2%80%93%20marraskuu\.pdf$/ },
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getCertificatePdf",
    title: "the right-to-left override U+202E in the file name",
    request: { ...pdf, query: { filename: "todistus\u202efdp.exe.pdf", lang: "fi" } },
    setup: newestCertificate,
    status: 400,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getCertificatePdf",
    title: "no such certificate",
    request: { ...pdf, path: { id: "1" } },
    setup: as("aino"),
    status: 404,
    sandboxOnly: PERSONAS,
  },
  {
    operationId: "getCertificatePdf",
    title: "a file name that is not a PDF's",
    request: { query: { filename: "todistus.exe", lang: "fi" }, path: { id: "1" } },
    setup: as("aino"),
    status: 400,
    sandboxOnly: PERSONAS,
  },
])
