// spec booking §9 'Sickness fund texts': the members' co-pays and the fund's limits, shown on the sickness fund
// page's reimbursement tab (§2). Amounts in euros; shares in per cent of the invoice the member pays.

export interface SicknessFundRule {
  /** The service the rule is about (a key under info.json sicknessFund.reimbursements.services). */
  readonly service:
    "nurse" | "generalPractitioner" | "specialist" | "procedures" | "physiotherapy" | "shortPsychotherapy"
  /** What the member pays per visit: a fixed sum in euros, or a share of the invoice. */
  readonly memberPays?: { readonly euros: number } | { readonly percent: number }
  /** The most the fund reimburses per visit, in euros. */
  readonly maxReimbursementPerVisitEuros?: number
  /** The most the fund reimburses per calendar year, in euros. */
  readonly maxReimbursementPerYearEuros?: number
  /** The most visits (or sessions) per calendar year the fund reimburses. */
  readonly maxVisitsPerYear?: number
}

export const SICKNESS_FUND_RULES: readonly SicknessFundRule[] = [
  { service: "nurse", memberPays: { euros: 5 } },
  { service: "generalPractitioner", memberPays: { euros: 15 }, maxVisitsPerYear: 12 },
  {
    service: "specialist",
    memberPays: { percent: 50 },
    maxReimbursementPerVisitEuros: 200,
    maxVisitsPerYear: 2,
  },
  // the facility share of a procedure
  { service: "procedures", maxReimbursementPerVisitEuros: 300 },
  { service: "physiotherapy", memberPays: { percent: 50 }, maxReimbursementPerYearEuros: 500 },
  { service: "shortPsychotherapy", memberPays: { percent: 0 }, maxVisitsPerYear: 10 },
]
