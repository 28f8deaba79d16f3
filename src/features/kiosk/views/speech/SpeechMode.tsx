import { observer } from "mobx-react-lite"
import { useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate } from "react-router"
import { SPEECH_VOLUME_MIN } from "../../store/KioskSpeech.ts"
import type { RootStore } from "../../../../kit/stores/RootStore.ts"
import { useArea, useStores } from "../../../../kit/ui/StoreContext.tsx"
import { listenToAnnouncements, SPEECH_BACK_EVENT } from "./bus.ts"
import type { DescriptionTexts } from "./describe.ts"
import { createNavigator } from "./navigator.ts"
import { SpeakerIcon } from "./SpeakerIcon.tsx"
import { createSpeaker, type VoiceChoice } from "./speechAdapter.ts"
import { readStep } from "./stepText.ts"
import { useSpeechKeys, useSpeechTouch } from "./useSpeechInput.ts"
import { useStepReader } from "./useStepReader.ts"
import "./speech.css"

let helpOnStart = false

/** Turns this visit's speech mode on (its area attached, attachAreas) (the Speak control, a long press, the Help key); with `help`, the help too. */
export function startSpeech(store: RootStore, help = false): void {
  helpOnStart = help
  store.attachArea("kiosk").speech.start()
}

/**
 * Speech mode, loaded when started: speaks the steps, what is touched or moved to, the live messages and what the
 * screens announce, in the visit's language; volume controls and the voice notice under the kiosk's header.
 */
export const SpeechMode = observer(function SpeechMode() {
  const { t } = useTranslation("kiosk")
  const { session } = useStores()
  const { speech } = useArea("kiosk")
  const navigate = useNavigate()
  const location = useLocation()
  const speaker = useMemo(() => createSpeaker(), [])
  const [voice, setVoice] = useState<VoiceChoice | undefined>(() => speaker?.voiceFor(session.lang))
  // what the listeners read when they run, without starting them again
  const now = useRef({ lang: session.lang, volume: speech.volume, t, location, navigate })
  useEffect(() => {
    now.current = { lang: session.lang, volume: speech.volume, t, location, navigate }
  })

  useEffect(() => {
    if (!speaker) return
    setVoice(speaker.voiceFor(session.lang))
    return speaker.onVoicesChanged(() => setVoice(speaker.voiceFor(now.current.lang)))
  }, [speaker, session.lang])

  const say = useMemo(
    () =>
      (text: string, interrupt = false) =>
        speaker?.speak(text, { lang: now.current.lang, volume: now.current.volume, interrupt }),
    [speaker],
  )
  const navigator = useMemo(() => {
    const texts = (): DescriptionTexts => {
      const { t } = now.current
      return {
        role: (role) => t(`speech.roles.${role}`),
        state: (state) => t(`speech.states.${state}`),
        entered: (count) => t("speech.entered", { count }),
      }
    }
    return createNavigator(document, texts, say)
  }, [say])
  const actions = useMemo(
    () => ({
      help: () => say(`${readStep(document).text}. ${now.current.t("speech.help")}`, true),
      back: () => {
        // a screen with steps of its own goes a step back; else the previous screen
        if (!window.dispatchEvent(new Event(SPEECH_BACK_EVENT, { cancelable: true }))) return
        const { location, navigate } = now.current
        if (location.key !== "default") void navigate(-1)
        else if (location.pathname !== "/") void navigate("/")
      },
    }),
    [say],
  )

  // started: the introduction (headphones for privacy), then the step (useStepReader), then the help if asked
  useEffect(() => {
    say(now.current.t("speech.intro"), true)
    if (helpOnStart) {
      helpOnStart = false
      window.setTimeout(() => say(now.current.t("speech.help")), 0)
    }
    const root = document.documentElement
    root.dataset.speech = "on"
    const stopListening = listenToAnnouncements(({ text, interrupt }) => say(text, interrupt))
    return () => {
      stopListening()
      delete root.dataset.speech
      speaker?.cancel()
      speaker?.speak(now.current.t("speech.stopped"), { lang: now.current.lang, volume: now.current.volume })
    }
  }, [say, speaker])
  useStepReader(say)
  useSpeechKeys(navigator, actions)
  useSpeechTouch(navigator)

  const changeVolume = (louder: boolean) => {
    if (louder) speech.louder()
    else speech.quieter()
    now.current.volume = speech.volume
    say(t("speech.volume", { percent: Math.round(speech.volume * 100) }), true)
  }
  const percent = Math.round(speech.volume * 100)
  const notice = !voice?.exact
    ? voice?.voice
      ? t("speech.noVoice", { voice: voice.voice.name })
      : t("speech.noVoiceAtAll")
    : undefined
  return (
    <div className="kiosk-speech-bar">
      <p className="kiosk-speech-bar__status">
        <SpeakerIcon /> {t("speech.status")}
      </p>
      <div role="group" aria-label={t("speech.volumeGroup")} className="kiosk-speech-bar__volume">
        <button
          type="button"
          className="button kiosk-toggle"
          data-variant="secondary"
          aria-disabled={speech.volume <= SPEECH_VOLUME_MIN || undefined}
          onClick={() => changeVolume(false)}
        >
          <span aria-hidden="true">−</span> {t("speech.quieter")}
        </button>
        <p className="kiosk-speech-bar__level">{t("speech.volume", { percent })}</p>
        <button
          type="button"
          className="button kiosk-toggle"
          data-variant="secondary"
          aria-disabled={speech.volume >= 1 || undefined}
          onClick={() => changeVolume(true)}
        >
          <span aria-hidden="true">+</span> {t("speech.louder")}
        </button>
      </div>
      {notice && (
        <p className="kiosk-speech-bar__notice" data-tone="warning">
          {notice}
        </p>
      )}
    </div>
  )
})
