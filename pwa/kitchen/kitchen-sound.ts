import { useSyncExternalStore } from 'react'
import { readJson, saveJson } from '../app/local-storage'

const SOUND_KEY = 'kitchenSoundOn'
const CHANGED = 'club:kitchen-sound-changed'

export const isSoundOn = () => readJson(SOUND_KEY) !== false

export function setSoundOn(isOn: boolean): void {
  saveJson(SOUND_KEY, isOn)
  window.dispatchEvent(new Event(CHANGED))
}

export function useSoundOn(): boolean {
  return useSyncExternalStore((listener) => {
    window.addEventListener(CHANGED, listener)
    return () => window.removeEventListener(CHANGED, listener)
  }, isSoundOn)
}

let audio: AudioContext | undefined

/** A short beep made on the spot (no sound files to cache): two tones for a cancellation. */
export function beep(kind: 'new' | 'changed' | 'cancelled'): void {
  if (!isSoundOn() || typeof window.AudioContext !== 'function') return
  try {
    audio ??= new window.AudioContext()
    void audio.resume()
    const tones = kind === 'cancelled' ? [440, 330] : kind === 'new' ? [880, 1175] : [660]
    tones.forEach((frequency, index) => {
      const oscillator = audio!.createOscillator()
      const gain = audio!.createGain()
      const start = audio!.currentTime + index * 0.18
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.25, start)
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16)
      oscillator.connect(gain).connect(audio!.destination)
      oscillator.start(start)
      oscillator.stop(start + 0.17)
    })
  } catch {
    // A browser that refuses audio until a tap: the card still flashes.
  }
}
