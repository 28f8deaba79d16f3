import type { i18n } from "i18next"
import { LANGUAGES, type Lang } from "../../../../domain/language.ts"
import { createSpeaker } from "./speechAdapter.ts"

/** Quietly: the attract screen speaks to whoever is near, not across the lobby. */
const ATTRACT_HINT_VOLUME = 0.3

/**
 * How to start speech mode, said by speech itself in Finnish, Swedish and English, each in its own voice;
 * `loadTexts` brings the kiosk's texts of a language (the first load's loader, so this chunk needs no i18n code).
 */
export async function speakAttractHint(
  instance: i18n,
  loadTexts: (lang: Lang) => Promise<void>,
): Promise<void> {
  const speaker = createSpeaker()
  if (!speaker) return
  await Promise.all(LANGUAGES.map(loadTexts))
  speaker.cancel()
  for (const lang of LANGUAGES)
    speaker.speak(instance.getFixedT(lang, "kiosk")("speech.attractHint"), {
      lang,
      volume: ATTRACT_HINT_VOLUME,
    })
}
