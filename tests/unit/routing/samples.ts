import fc from "fast-check"
import { routeDefinition, type RouteId } from "../../../src/platform/routing/routeTable.ts"
import type { ParamKind } from "../../../src/platform/routing/types.ts"

export const SAMPLE_PARAMS: Record<ParamKind, string> = {
  numericId: "12345",
  digitIdList: "12,34,56",
  isoDate: "2024-02-29",
  appointmentLinkToken: "MTIzNDVfNjc4OTA=",
  invoiceNumber: "2024000123",
}

export function sampleParamsFor(routeId: RouteId): Record<string, string> {
  const params: Record<string, ParamKind> = routeDefinition(routeId).params ?? {}
  return Object.fromEntries(Object.entries(params).map(([name, kind]) => [name, SAMPLE_PARAMS[kind]]))
}

const digits = fc.stringMatching(/^[0-9]{1,18}$/)

const isoDate = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2199-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

export const PARAM_ARBITRARIES: Record<ParamKind, fc.Arbitrary<string>> = {
  numericId: digits,
  digitIdList: fc.array(digits, { minLength: 1, maxLength: 8 }).map((ids) => ids.join(",")),
  isoDate,
  appointmentLinkToken: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}={0,2}$/),
  invoiceNumber: digits,
}

export function paramsArbitraryFor(routeId: RouteId): fc.Arbitrary<Record<string, string>> {
  const params: Record<string, ParamKind> = routeDefinition(routeId).params ?? {}
  return fc.record(
    Object.fromEntries(Object.entries(params).map(([name, kind]) => [name, PARAM_ARBITRARIES[kind]])),
  )
}
