/** The `page` query of the paged lists: 1 when absent, undefined when it is not a whole number from 1. */
export function pageOf(value: string | undefined): number | undefined {
  if (value === undefined) return 1
  return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined
}
