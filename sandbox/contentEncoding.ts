// HTTP content negotiation for the sandbox's compressed JSON (compression.ts): which encoding Accept-Encoding asks
// for. (The built files are precompressed and chosen by nginx: targets/shared/webServer.ts.)

export type ContentEncoding = "br" | "gzip"

/** The encoding to answer with: the higher q of br and gzip (a tie goes to br); none when neither is accepted. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(",")) {
    const [coding = "", ...params] = part.split(";").map((text) => text.trim().toLowerCase())
    const q = params.find((param) => param.startsWith("q="))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (coding !== "" && Number.isFinite(weight)) weights.set(coding, weight)
  }
  const weightOf = (coding: ContentEncoding) => weights.get(coding) ?? weights.get("*") ?? 0
  const best = weightOf("gzip") > weightOf("br") ? "gzip" : "br"
  return weightOf(best) > 0 ? best : undefined
}
