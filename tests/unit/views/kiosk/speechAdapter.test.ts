import { describe, expect, it, vi } from "vitest"
import {
  chooseVoice,
  createSpeaker,
  LANG_PART,
  type Synth,
} from "../../../../src/features/kiosk/views/speech/speechAdapter.ts"

const voice = (name: string, lang: string, extra: Partial<SpeechSynthesisVoice> = {}) =>
  ({ name, lang, default: false, localService: true, voiceURI: name, ...extra }) as SpeechSynthesisVoice

class FakeUtterance {
  lang = ""
  volume = 1
  voice: SpeechSynthesisVoice | null = null
  text: string
  constructor(text: string) {
    this.text = text
  }
}

function fakeSynth(voices: SpeechSynthesisVoice[]) {
  const spoken: FakeUtterance[] = []
  const synth = {
    speak: vi.fn(
      (utterance: SpeechSynthesisUtterance) => void spoken.push(utterance as unknown as FakeUtterance),
    ),
    cancel: vi.fn(),
    getVoices: () => voices,
  }
  return { synth: synth as unknown as Synth, spoken, cancel: synth.cancel }
}

describe("the speech adapter", () => {
  it("chooses the visit language's own voice, the visit's region and a local one first", () => {
    const voices = [
      voice("Net", "fi-FI", { localService: false }),
      voice("Satu", "fi-FI"),
      voice("Alva", "sv-SE"),
    ]
    expect(chooseVoice(voices, "fi")).toEqual({ voice: voices[1], exact: true })
    expect(chooseVoice(voices, "sv")).toEqual({ voice: voices[2], exact: true })
  })

  it("falls back to the nearest voice, and says it is not the language's own", () => {
    expect(chooseVoice([voice("Daniel", "en-GB"), voice("Alva", "sv-SE")], "fi")).toMatchObject({
      voice: { name: "Alva" },
      exact: false,
    })
    expect(chooseVoice([voice("Daniel", "en-GB"), voice("Satu", "fi-FI")], "sv")).toMatchObject({
      voice: { name: "Satu" },
      exact: false,
    })
    expect(chooseVoice([], "en")).toEqual({ voice: undefined, exact: false })
  })

  it("speaks in the visit's language at the given volume; an interruption cancels what was being said", () => {
    const { synth, spoken, cancel } = fakeSynth([voice("Satu", "fi-FI")])
    const speaker = createSpeaker(synth, FakeUtterance as unknown as typeof SpeechSynthesisUtterance)!
    speaker.speak("  Tervetuloa \n", { lang: "fi", volume: 0.6 })
    expect(cancel).not.toHaveBeenCalled()
    speaker.speak("Ilmoittaudu, painike", { lang: "fi", volume: 0.6, interrupt: true })
    expect(cancel).toHaveBeenCalledOnce()
    expect(spoken.map(({ text, lang, volume }) => ({ text, lang, volume }))).toEqual([
      { text: "Tervetuloa", lang: "fi-FI", volume: 0.6 },
      { text: "Ilmoittaudu, painike", lang: "fi-FI", volume: 0.6 },
    ])
    expect(spoken[0]!.voice?.name).toBe("Satu")
    speaker.speak("   ", { lang: "fi", volume: 1 })
    expect(spoken).toHaveLength(2)
  })

  it("says a part marked as in another language in that language's voice, in order", () => {
    const { synth, spoken, cancel } = fakeSynth([voice("Alva", "sv-SE"), voice("Satu", "fi-FI")])
    const speaker = createSpeaker(synth, FakeUtterance as unknown as typeof SpeechSynthesisUtterance)!
    const { start, separator, end } = LANG_PART
    speaker.speak(`Gå till: ${start}fi${separator}2. krs, huone 204${end}.`, {
      lang: "sv",
      volume: 0.8,
      interrupt: true,
    })
    expect(cancel).toHaveBeenCalledOnce()
    expect(spoken.map(({ text, lang, voice }) => [text, lang, voice?.name])).toEqual([
      ["Gå till:", "sv-SE", "Alva"],
      ["2. krs, huone 204.", "fi-FI", "Satu"],
    ])
  })

  it("is undefined where the browser has no speech", () => {
    expect(createSpeaker(undefined, undefined)).toBeUndefined()
  })
})
