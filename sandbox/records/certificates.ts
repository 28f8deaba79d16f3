// Sick-leave certificates since 1.1.2022 and their PDFs (the children's brand has none).
import { Hono } from "hono"
import type { components } from "../../generated/openapi.ts"
import type { Lang } from "../../src/domain/language.ts"
import { langOf, requirePersona } from "../account/requirePersona.ts"
import type { SandboxEnv } from "../context.ts"
import type { Db } from "../db/database.ts"
import { PDF_FILENAME, pdfDocument, pdfResponse } from "../pdf.ts"
import type { BrandId, Persona } from "../personas.ts"
import { validationError } from "../responses.ts"
import { finnishDate } from "./days.ts"
import { recordsOf, type Stored } from "./store.ts"
import { NOT_FOUND } from "./visits.ts"

type Schemas = components["schemas"]

// spec booking §2: certificates created since 1.1.2022 are available
export const CERTIFICATES_SINCE = "2022-01-01"

const TEXTS = {
  fi: {
    medicalCertificateA: "Lääkärinlausunto A",
    nurse: "Hoitajan todistus sairauslomasta",
    patient: "Potilas",
    ssn: "Henkilötunnus",
    period: "Työkyvytön ajalla",
    issued: "Annettu",
    by: "Todistuksen antaja",
    footer: "Testiympäristön esimerkkitodistus, ei virallinen asiakirja.",
  },
  sv: {
    medicalCertificateA: "Läkarintyg A",
    nurse: "Sjukskötarens intyg om sjukfrånvaro",
    patient: "Patient",
    ssn: "Personbeteckning",
    period: "Arbetsoförmögen under tiden",
    issued: "Utfärdat",
    by: "Intygets utfärdare",
    footer: "Exempelintyg i testmiljön, inte ett officiellt dokument.",
  },
  en: {
    medicalCertificateA: "Medical certificate A",
    nurse: "Nurse's certificate of sick leave",
    patient: "Patient",
    ssn: "Personal identity code",
    period: "Unfit for work",
    issued: "Issued",
    by: "Issued by",
    footer: "A sample certificate of the test environment, not an official document.",
  },
} as const satisfies Record<Lang, Record<string, string>>

export function certificatesOf(db: Db, personaId: string, brand: BrandId): Stored<"certificate">[] {
  if (brand === "children") return []
  return recordsOf(db, personaId, "certificate").filter((c) => c.body.issuedDate >= CERTIFICATES_SINCE)
}

function certificatePdf(
  certificate: Stored<"certificate">,
  patient: Persona,
  lang: Lang,
): Uint8Array<ArrayBuffer> {
  const t = TEXTS[lang]
  const { body } = certificate
  return pdfDocument({
    title: `${t[body.type]} ${certificate.id}`,
    lines: [
      { text: "Aava", size: 18, bold: true },
      { text: t[body.type], size: 14, bold: true, gapBefore: 8 },
      { text: `${t.patient}: ${patient.firstName} ${patient.lastName}`, gapBefore: 8 },
      { text: `${t.ssn}: ${patient.ssn}` },
      {
        text: `${t.period} ${finnishDate(body.sickLeaveStartDate)}–${finnishDate(body.sickLeaveEndDate)}`,
        bold: true,
        gapBefore: 10,
      },
      { text: `${t.issued}: ${finnishDate(body.issuedDate)}`, gapBefore: 10 },
      { text: `${t.by}: ${body.practitionerName}` },
      { text: t.footer, size: 8, gapBefore: 24 },
    ],
  })
}

export const certificateRoutes = new Hono<SandboxEnv>()
  .get("/api/certificates", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const certificates = certificatesOf(c.get("db"), loggedIn.subject.id, loggedIn.brand).map(
      (certificate) => ({
        id: certificate.id,
        ...certificate.body,
      }),
    )
    return c.json({ certificates } satisfies Schemas["CertificateList"])
  })
  .get("/api/certificates/:id/pdf", (c) => {
    const loggedIn = requirePersona(c)
    if (loggedIn instanceof Response) return loggedIn
    const filename = c.req.query("filename") ?? ""
    if (!PDF_FILENAME.test(filename)) {
      return validationError(c, [{ path: "query.filename", message: "must be a file name ending in .pdf" }])
    }
    const id = c.req.param("id")
    const certificate = certificatesOf(c.get("db"), loggedIn.subject.id, loggedIn.brand).find(
      (item) => item.id === id,
    )
    if (!certificate) return c.json(NOT_FOUND, 404)
    return pdfResponse(certificatePdf(certificate, loggedIn.subject, langOf(c)), filename)
  })
