import { describe, expect, it } from "vitest"
import { hasRefusedCharacters } from "../../../src/domain/text.ts"

describe("free text's refused characters", () => {
  it("takes Finnish and Swedish letters, dashes, emoji and other scripts", () => {
    for (const text of [
      "Pohjoisesplanadi 11–13 A",
      "Åbo Ödmjuk",
      "Kiitos 🙂",
      "Ранок",
      "שלום",
      "O'Brien-Äijälä",
    ]) {
      expect(hasRefusedCharacters(text, { multiLine: false }), text).toBe(false)
    }
  })

  it("refuses C0 controls, DEL, C1 controls and the bidirectional overrides and isolates", () => {
    for (const char of [
      "\u0000",
      "\u0007",
      "\u001b",
      "\u007f",
      "\u0085",
      "\u009f",
      "\u202a",
      "\u202e",
      "\u2066",
      "\u2069",
    ]) {
      expect(hasRefusedCharacters(`Katu${char}1`, { multiLine: false }), escape(char)).toBe(true)
      expect(hasRefusedCharacters(`Viesti${char}`, { multiLine: true }), escape(char)).toBe(true)
    }
  })

  it("lets a multi-line text have tabs and line breaks, a single-line one not", () => {
    for (const char of ["\t", "\n", "\r"]) {
      expect(hasRefusedCharacters(`a${char}b`, { multiLine: true })).toBe(false)
      expect(hasRefusedCharacters(`a${char}b`, { multiLine: false })).toBe(true)
    }
  })
})
