import { LANGUAGES, type Lang } from "../../../../domain/language.ts"

/**
 * The one module that touches the Web Speech API (speechSynthesis), so tests can stub it: the speaker takes the
 * synthesizer and the utterance constructor it is given, the browser's by default.
 */
export type Synth = Pick<SpeechSynthesis, "speak" | "cancel" | "getVoices"> & {
  addEventListener?: SpeechSynthesis["addEventListener"]
  removeEventListener?: SpeechSynthesis["removeEventListener"]
}
export type UtteranceConstructor = new (text: string) => SpeechSynthesisUtterance

/** The language tag of each visit language, as voices name theirs. */
export const SPEECH_LANG_TAGS: Record<Lang, string> = { fi: "fi-FI", sv: "sv-SE", en: "en-GB" }

/**
 * Where a device has no voice of the visit's language, the nearest: Finnish and Swedish are each other's
 * neighbours (both official in Finland), then the Nordic languages and English, which most devices have.
 */
const NEAREST: Record<Lang, readonly string[]> = {
  fi: ["sv", "et", "en"],
  sv: ["nb", "no", "da", "fi", "en"],
  en: [],
}

export type VoiceChoice = {
  /** The voice to speak with; undefined: the device has none at all (the browser's default is used). */
  voice: SpeechSynthesisVoice | undefined
  /** Whether the voice speaks the visit's language. */
  exact: boolean
}

const baseOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? ""

/** The best voice for `lang`: its own (the visit's region first, local before network), else the nearest. */
export function chooseVoice(voices: readonly SpeechSynthesisVoice[], lang: Lang): VoiceChoice {
  const tag = SPEECH_LANG_TAGS[lang].toLowerCase()
  const score = (voice: SpeechSynthesisVoice) =>
    (voice.lang.toLowerCase().replace("_", "-") === tag ? 2 : 0) + (voice.localService ? 1 : 0)
  const own = voices.filter((voice) => baseOf(voice.lang) === lang).sort((a, b) => score(b) - score(a))
  if (own[0]) return { voice: own[0], exact: true }
  for (const near of NEAREST[lang]) {
    const voice = voices.find((candidate) => baseOf(candidate.lang) === near)
    if (voice) return { voice, exact: false }
  }
  return { voice: voices.find((voice) => voice.default) ?? voices[0], exact: false }
}

/**
 * A part in another language than the page's (lang="fi" on a room's name on a Swedish page) is marked in the
 * spoken text (describe.ts), so the speaker says it in that language's voice.
 */
export const LANG_PART = { start: "\uE000", separator: "\uE001", end: "\uE002" } as const

/**
 * The parts of a text to speak, each in its language: the visit's, and that of a part marked as in another
 * (describe.ts, LANG_PART: a Finnish room name on a Swedish page). An unknown language's part is the visit's.
 */
export function spokenParts(text: string, lang: Lang): { text: string; lang: Lang }[] {
  const { start, separator, end } = LANG_PART
  const parts: { text: string; lang: Lang }[] = []
  const add = (part: string, partLang: Lang) => {
    const clean = part.replace(/\s+/g, " ").trim()
    if (!clean) return
    const last = parts[parts.length - 1]
    // punctuation alone ('.' after a room's name) is no utterance of its own
    if (last && /^[\p{P}\s]+$/u.test(clean)) last.text = `${last.text}${clean}`
    else if (last?.lang === partLang) last.text = `${last.text} ${clean}`
    else parts.push({ text: clean, lang: partLang })
  }
  let rest = text
  while (rest) {
    const from = rest.indexOf(start)
    const to = rest.indexOf(end, from)
    if (from < 0 || to < 0) break
    add(rest.slice(0, from), lang)
    const [tag = "", part = ""] = rest.slice(from + 1, to).split(separator)
    const base = tag.toLowerCase().split("-")[0] as Lang
    add(part, (LANGUAGES as readonly string[]).includes(base) ? base : lang)
    rest = rest.slice(to + 1)
  }
  add(rest.replaceAll(start, "").replaceAll(separator, "").replaceAll(end, ""), lang)
  return parts
}

export type SpeakOptions = { lang: Lang; volume: number; interrupt?: boolean }

export type Speaker = {
  /** Speaks `text` after what is being spoken, or instead of it with `interrupt`. */
  speak(text: string, options: SpeakOptions): void
  /** Stops speaking and forgets what was queued. */
  cancel(): void
  voiceFor(lang: Lang): VoiceChoice
  /** Called when the device's voices change (browsers load them late); answers a stop function. */
  onVoicesChanged(listener: () => void): () => void
}

type SpeechWindow = { speechSynthesis?: Synth; SpeechSynthesisUtterance?: UtteranceConstructor }

/** A speaker over the given synthesizer, or the browser's; undefined where the browser has no speech. */
export function createSpeaker(
  synth: Synth | undefined = (globalThis as SpeechWindow).speechSynthesis,
  Utterance: UtteranceConstructor | undefined = (globalThis as SpeechWindow).SpeechSynthesisUtterance,
): Speaker | undefined {
  if (!synth || !Utterance) return undefined
  const voiceFor = (lang: Lang) => chooseVoice(synth.getVoices(), lang)
  return {
    speak(text, { lang, volume, interrupt }) {
      const parts = spokenParts(text, lang)
      if (parts.length === 0) return
      if (interrupt) synth.cancel()
      // each part in its own language's voice (a Finnish room name on a Swedish page)
      for (const part of parts) {
        const utterance = new Utterance(part.text)
        utterance.lang = SPEECH_LANG_TAGS[part.lang]
        utterance.volume = volume
        const { voice } = voiceFor(part.lang)
        try {
          if (voice) utterance.voice = voice
        } catch {
          // a voice the browser does not know as its own (a test's stub): its default voice speaks
        }
        synth.speak(utterance)
      }
    },
    cancel: () => synth.cancel(),
    voiceFor,
    onVoicesChanged(listener) {
      synth.addEventListener?.("voiceschanged", listener)
      return () => synth.removeEventListener?.("voiceschanged", listener)
    },
  }
}
