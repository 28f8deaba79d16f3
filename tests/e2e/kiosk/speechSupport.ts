// Speech mode in the end-to-end tests: speechSynthesis stubbed before the kiosk loads (headless Chromium has no
// voices), every utterance recorded with its language and volume, and moving by key as a visitor who cannot see.
import type { Page } from "@playwright/test"
import { expect } from "../fixtures.ts"

export type Utterance = { text: string; lang: string; volume: number }

/** Records every utterance; the device offers `voices` (none by default). */
export async function recordSpeech(page: Page, voices: { name: string; lang: string }[] = []): Promise<void> {
  await page.addInitScript((fakeVoices) => {
    const spoken: { text: string; lang: string; volume: number }[] = []
    Object.assign(window, { spokenUtterances: spoken })
    const synth = window.speechSynthesis
    synth.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang, volume: utterance.volume })
    }
    synth.cancel = () => undefined
    synth.getVoices = () =>
      fakeVoices.map(
        (voice) =>
          ({ ...voice, default: false, localService: true, voiceURI: voice.name }) as SpeechSynthesisVoice,
      )
  }, voices)
}

export async function utterances(page: Page): Promise<Utterance[]> {
  return page.evaluate(() => (window as unknown as { spokenUtterances: Utterance[] }).spokenUtterances)
}

/** Waits until something containing `text` (or matching it) has been spoken. */
export async function expectSpoken(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(
      async () =>
        (await utterances(page)).some(({ text: said }) =>
          typeof text === "string" ? said.includes(text) : text.test(said),
        ),
      { message: `spoken: ${String(text)}` },
    )
    .toBe(true)
}

/** The focused element's name (a field's label without its required mark), as the visitor moves with a key. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return ""
    const clean = (text: string) =>
      text
        .replace(/\s+/g, " ")
        .replace(/\s*\*$/, "")
        .trim()
    if (element instanceof HTMLInputElement)
      return clean([...(element.labels ?? [])].map((label) => label.textContent ?? "").join(" "))
    const copy = element.cloneNode(true) as Element
    for (const hidden of copy.querySelectorAll("[aria-hidden=true]")) hidden.remove()
    return clean(element.getAttribute("aria-label") ?? copy.textContent ?? "")
  })
}

/** Presses `key` until `name` (or a name `name` matches) is focused; each element moved to must be spoken. */
export async function moveTo(page: Page, name: string | RegExp, key = "ArrowDown"): Promise<void> {
  for (let step = 0; step < 150; step++) {
    await page.keyboard.press(key)
    const focused = await focusedName(page)
    if (focused) await expectSpoken(page, focused)
    if (typeof name === "string" ? focused === name : name.test(focused)) return
  }
  throw new Error(`"${String(name)}" was not reached with ${key}`)
}
