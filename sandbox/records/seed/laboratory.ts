// Laboratory results: packages with items, numeric results with and without prefixes, every kind of reference
// range (min-max, only min, only max, none), results within and outside, textual ones, and a day still pending.
import type { components } from "../../../generated/openapi.ts"

type Schemas = components["schemas"]
type NumberPrefix = Schemas["NumberPrefix"]
type Status = Schemas["LaboratoryTestStatus"]

export type SingleSpec = Omit<Schemas["LaboratorySingleTest"], "id">
export type PackageSpec = Omit<Schemas["LaboratoryTestPackage"], "id" | "items"> & { items: SingleSpec[] }
export type TestSpec = SingleSpec | PackageSpec

interface SingleOptions {
  unit?: string | null
  range?: [min: number | null, max: number | null]
  description?: string | null
  additional?: string | null
}

function within(value: number, range: SingleOptions["range"]): boolean | null {
  if (!range) return null
  const [min, max] = range
  return (min === null || value >= min) && (max === null || value <= max)
}

/** A ready numeric result; a prefix marks a value beyond the measurable range ('<3'). */
function numeric(
  code: string,
  displayName: string,
  value: number,
  options: SingleOptions & { prefix?: NumberPrefix } = {},
): SingleSpec {
  return {
    type: "single",
    code,
    displayName,
    isReady: true,
    status: "ready",
    result: {
      type: "numeric",
      resultNumber: value,
      prefix: options.prefix ?? null,
      isWithinReferenceRange: within(value, options.range),
    },
    unit: options.unit ?? null,
    referenceRange: options.range ? { min: options.range[0], max: options.range[1] } : null,
    description: options.description ?? null,
    additionalResult: options.additional ?? null,
  }
}

function textual(code: string, displayName: string, text: string, options: SingleOptions = {}): SingleSpec {
  return {
    type: "single",
    code,
    displayName,
    isReady: true,
    status: "ready",
    result: { type: "textual", resultText: text },
    unit: null,
    referenceRange: null,
    description: options.description ?? null,
    additionalResult: options.additional ?? null,
  }
}

function waiting(
  code: string,
  displayName: string,
  status: Exclude<Status, "ready">,
  options: SingleOptions = {},
): SingleSpec {
  return {
    type: "single",
    code,
    displayName,
    isReady: false,
    status,
    result: null,
    unit: options.unit ?? null,
    referenceRange: options.range ? { min: options.range[0], max: options.range[1] } : null,
    description: options.description ?? null,
    additionalResult: null,
  }
}

function packageOf(
  code: string,
  displayName: string,
  items: SingleSpec[],
  description: string | null = null,
): PackageSpec {
  const isReady = items.every((item) => item.isReady)
  const status: Status = isReady
    ? "ready"
    : items.some((item) => item.status !== "referral")
      ? "sampled"
      : "referral"
  return { type: "package", code, displayName, isReady, status, description, items }
}

const bloodCount = (hb: number, leuk: number) =>
  packageOf("2474", "B -PVK (perusverenkuva)", [
    numeric("1552", "B -Hb (hemoglobiini)", hb, {
      unit: "g/l",
      range: [117, 155],
      description: "Veren hemoglobiinipitoisuus",
    }),
    numeric("2218", "B -Leuk (leukosyytit)", leuk, {
      unit: "E9/l",
      range: [3.4, 8.2],
      description: "Valkosolujen määrä",
    }),
    numeric("1548", "B -Eryt (erytrosyytit)", 4.4, { unit: "E12/l", range: [3.9, 5.2] }),
    numeric("1550", "B -HKR (hematokriitti)", 0.41, { range: [0.35, 0.46] }),
    numeric("2230", "B -Trom (trombosyytit)", 262, { unit: "E9/l", range: [150, 360] }),
  ])

const lipids = packageOf(
  "5015",
  "fP -Lipidit (lipidit, paastonäyte)",
  [
    numeric("4515", "fP -Kol (kolesteroli)", 5.6, { unit: "mmol/l", range: [null, 5] }),
    numeric("4516", "fP -Kol-LDL", 3.4, { unit: "mmol/l", range: [null, 3] }),
    numeric("4516A", "fP -Kol-HDL", 1.6, { unit: "mmol/l", range: [1, null] }),
    numeric("4568", "fP -Trigly (triglyseridit)", 1.1, { unit: "mmol/l", range: [null, 1.7] }),
  ],
  "Paastonäyte, 10–12 tunnin paasto",
)

/** Per persona: the days of results (days before the seed day) and their tests. */
export const LAB_RESULT_PLAN: Record<string, readonly [daysAgo: number, tests: TestSpec[]][]> = {
  aino: [
    // The newest day is still pending: one test sampled, one only ordered.
    [
      1,
      [
        bloodCount(128, 9.1),
        waiting("2143", "P -Krea (kreatiniini)", "sampled", {
          unit: "µmol/l",
          range: [50, 90],
          description: "Munuaisten toiminta",
        }),
        waiting("3635", "P -TSH (tyreotropiini)", "referral", { unit: "mU/l", range: [0.5, 3.6] }),
      ],
    ],
    [
      8,
      [
        numeric("4520", "P -CRP", 3, {
          prefix: "lessThan",
          unit: "mg/l",
          range: [null, 10],
          description: "C-reaktiivinen proteiini, tulehdusarvo",
        }),
        numeric("1468", "fP -Gluk (glukoosi, paastonäyte)", 6.4, { unit: "mmol/l", range: [4, 6] }),
        textual("1881", "U -KemSeul (virtsan kemiallinen seulonta)", "Negatiivinen", {
          additional: "Näyte otettu aamuvirtsasta.",
        }),
      ],
    ],
    [35, [lipids]],
    [
      90,
      [
        numeric("3635", "P -TSH (tyreotropiini)", 2.1, { unit: "mU/l", range: [0.5, 3.6] }),
        numeric("3640", "P -T4V (vapaa tyroksiini)", 14, { unit: "pmol/l", range: [9, 19] }),
        numeric("2996", "P -Ferrit (ferritiini)", 5, {
          prefix: "lessThanOrEqual",
          unit: "µg/l",
          range: [15, 125],
          description: "Raudan varastot",
        }),
        numeric("1978", "S -D-25 (D-vitamiini)", 250, {
          prefix: "greaterThan",
          unit: "nmol/l",
          range: [50, null],
        }),
        numeric("4777", "S -B12-TC (aktiivinen B12-vitamiini)", 150, {
          prefix: "greaterThanOrEqual",
          unit: "pmol/l",
          range: [50, null],
        }),
      ],
    ],
    // A blood count and a CRP on several days: the result page draws their trend (issue 16, 'Beyond the spec').
    [
      180,
      [
        bloodCount(121, 11.4),
        numeric("4520", "P -CRP", 48, {
          unit: "mg/l",
          range: [null, 10],
          description: "C-reaktiivinen proteiini, tulehdusarvo",
        }),
        textual("3815", "Ts -StrAAg (A-streptokokki, pikatesti)", "Positiivinen"),
      ],
    ],
    [
      365,
      [
        bloodCount(125, 6.1),
        numeric("4520", "P -CRP", 4, {
          unit: "mg/l",
          range: [null, 10],
          description: "C-reaktiivinen proteiini, tulehdusarvo",
        }),
      ],
    ],
    [
      530,
      [
        textual("1230", "U -BaktVi (virtsan bakteeriviljely)", "Escherichia coli, 10^5 mikrobia/ml", {
          additional: "Herkkyysmääritys: nitrofurantoiini herkkä, trimetopriimi herkkä.",
        }),
      ],
    ],
  ],
  raili: [
    [
      36,
      [
        bloodCount(134, 6.2),
        numeric("1468", "fP -Gluk (glukoosi, paastonäyte)", 7.2, { unit: "mmol/l", range: [4, 6] }),
        numeric("2414", "B -HbA1c (sokerihemoglobiini)", 52, { unit: "mmol/mol", range: [20, 42] }),
      ],
    ],
  ],
  jari: [[240, [bloodCount(151, 5.4), lipids]]],
  helena: [[25, [numeric("2143", "P -Krea (kreatiniini)", 71, { unit: "µmol/l", range: [50, 90] })]]],
  eino: [[45, [numeric("4520", "P -CRP", 12, { unit: "mg/l", range: [null, 10] })]]],
}
