// spec booking §9: neighbouring municipalities, for the alternatives offered when a search comes back empty
export const NEIGHBOUR_MUNICIPALITIES: Readonly<Record<string, readonly string[]>> = {
  espoo: ["helsinki", "vantaa"],
  helsinki: ["espoo", "vantaa"],
  hyvinkää: ["järvenpää", "tuusula"],
  järvenpää: ["kerava", "tuusula"],
  kerava: ["järvenpää", "tuusula"],
  tuusula: ["järvenpää", "kerava"],
  vantaa: ["espoo", "helsinki", "kerava"],
}

export function neighbourMunicipalities(municipality: string): readonly string[] {
  return NEIGHBOUR_MUNICIPALITIES[municipality.trim().toLocaleLowerCase("fi")] ?? []
}

// spec booking §9: remote clinic ids
export const REMOTE_CLINIC_IDS = ["RMT", "CHA", "OS", "NRMT"] as const
