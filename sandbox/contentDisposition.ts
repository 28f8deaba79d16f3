// Content-Disposition for every download the sandbox names (PDFs, uploaded files): a header value is Latin-1 at
// most, so a name with anything else is given twice.
import { replaceRefusedCharacters } from "../src/domain/text.ts"

// RFC 5987 attr-char leaves these out, though encodeURIComponent keeps them.
const encodeAttr = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * `inline` (shown in the browser) or `attachment` (saved) with the name twice (RFC 6266): `filename` in plain
 * ASCII for old clients, and `filename*` in UTF-8 (RFC 5987) when the name has anything else, e.g.
 * 'Laboratoriotulokset – marraskuu.pdf'. Neither carries a character free text refuses (a control character or
 * a bidirectional override, which could show 'fdp.exe' as 'exe.pdf'): each is written as '_'.
 */
export function contentDisposition(name: string, type: "inline" | "attachment" = "attachment"): string {
  const fileName = replaceRefusedCharacters(name, "_")
  const ascii = fileName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_")
  const plain = `${type}; filename="${ascii}"`
  return ascii === fileName ? plain : `${plain}; filename*=UTF-8''${encodeAttr(fileName)}`
}
