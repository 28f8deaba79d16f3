import { CHECK_CHARACTERS } from "../../../../domain/ssn.ts"

/**
 * The kiosk keyboard's layouts, one per kind of field: the letters of Finnish, Swedish and English (å, ä and ö on
 * the Finnish and Swedish places) for a name, the identity code's characters, a phone number's, and an e-mail
 * address's. Pure: the component lays them out and the tests read them.
 */
export type KeyboardKind = "name" | "ssn" | "phone" | "email"

export const DIGIT_ROW = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"] as const
const LETTER_ROWS = [
  ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p", "å"],
  ["a", "s", "d", "f", "g", "h", "j", "k", "l", "ö", "ä"],
  ["z", "x", "c", "v", "b", "n", "m"],
] as const

/** The identity code's letters: the century signs (A–F, U–Y) and the check characters, in order. */
const SSN_LETTERS = [...new Set([..."ABCDEFUVWXY", ...CHECK_CHARACTERS.replace(/\d/g, "")])].sort()

/** The character keys, row by row (the edit keys come after them, see KioskKeyboard). */
export function characterRows(kind: KeyboardKind): string[][] {
  switch (kind) {
    case "name":
      return [...LETTER_ROWS.slice(0, 2).map((row) => [...row]), [...LETTER_ROWS[2], "-", "'"]]
    case "email":
      return [
        [...DIGIT_ROW],
        ...LETTER_ROWS.slice(0, 2).map((row) => [...row]),
        [...LETTER_ROWS[2], "@", ".", "_", "+", "-"],
      ]
    case "phone":
      return [
        ["1", "2", "3"],
        ["4", "5", "6"],
        ["7", "8", "9"],
        ["+", "0"],
      ]
    case "ssn":
      return [[...DIGIT_ROW], ["-", "+", ...SSN_LETTERS.slice(0, 9)], SSN_LETTERS.slice(9)]
  }
}

/** Whether the layout has a space bar and a shift key. */
export const hasSpace = (kind: KeyboardKind) => kind === "name" || kind === "phone"
export const hasShift = (kind: KeyboardKind) => kind === "name" || kind === "email"

/**
 * Whether the next letter is a capital unless the visitor says otherwise: a name's first letter and the first
 * after a space or hyphen ('Anna-Liisa'). E-mail addresses are typed in small letters, an identity code in capitals.
 */
export function autoShift(kind: KeyboardKind, value: string): boolean {
  return kind === "name" && (value === "" || /[\s-]$/.test(value))
}

/** The character a key types: a letter in capitals with shift (the identity code's are capitals already). */
export function typed(character: string, shift: boolean): string {
  return shift ? character.toUpperCase() : character
}

/** Which layout a field takes: by its type, else the kind its data-keyboard names, else a name's. */
export function kindOf(input: HTMLInputElement): KeyboardKind {
  const named = input.dataset.keyboard
  if (named === "ssn" || named === "name" || named === "phone" || named === "email") return named
  if (input.type === "tel") return "phone"
  if (input.type === "email") return "email"
  return "name"
}

/** The symbols' spoken names (locales: kiosk keyboard.symbols): a voice may pass over a bare '.' or '-'. */
export const SYMBOL_NAMES: Readonly<
  Record<string, "hyphen" | "apostrophe" | "at" | "dot" | "underscore" | "plus">
> = { "-": "hyphen", "'": "apostrophe", "@": "at", ".": "dot", _: "underscore", "+": "plus" }
