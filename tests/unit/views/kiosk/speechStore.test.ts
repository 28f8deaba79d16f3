import { getSnapshot } from "mobx-state-tree"
import { describe, expect, it } from "vitest"
import { KioskAreaModel } from "../../../../src/features/kiosk/store/area.ts"
import { SPEECH_VOLUME_DEFAULT, SPEECH_VOLUME_MIN } from "../../../../src/features/kiosk/store/KioskSpeech.ts"

describe("the visit's speech mode", () => {
  it("starts off in every visit's kiosk area, and holds nothing but on/off and the volume", () => {
    const area = KioskAreaModel.create()
    expect(area.speech.on).toBe(false)
    area.speech.start()
    expect(getSnapshot(area.speech)).toEqual({ on: true, volume: SPEECH_VOLUME_DEFAULT })
    area.speech.stop()
    expect(area.speech.on).toBe(false)
  })

  it("steps the volume between its minimum and full", () => {
    const { speech } = KioskAreaModel.create()
    speech.louder()
    speech.louder()
    expect(speech.volume).toBe(1)
    for (let i = 0; i < 10; i++) speech.quieter()
    expect(speech.volume).toBe(SPEECH_VOLUME_MIN)
    speech.louder()
    expect(speech.volume).toBe(0.4)
  })
})
