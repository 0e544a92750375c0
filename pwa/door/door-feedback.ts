import { isDoorSoundOn } from './door-preferences'

export type ResultTone = 'green' | 'amber' | 'red'

/** Rising for yes, two flat for "look", low and long for no: told apart without looking. */
const tones: Record<ResultTone, { frequencies: number[]; seconds: number; vibration: number[] }> = {
  green: { frequencies: [880, 1320], seconds: 0.09, vibration: [80] },
  amber: { frequencies: [660, 660], seconds: 0.12, vibration: [80, 60, 80] },
  red: { frequencies: [220], seconds: 0.45, vibration: [300] },
}

let audio: AudioContext | undefined

/** Vibration always (where the device has it); a short WebAudio beep unless switched off. */
export function signalResult(tone: ResultTone): void {
  const { frequencies, seconds, vibration } = tones[tone]
  if (typeof navigator.vibrate === 'function') navigator.vibrate(vibration)
  if (!isDoorSoundOn() || typeof window.AudioContext !== 'function') return
  try {
    audio ??= new window.AudioContext()
    void audio.resume()
    frequencies.forEach((frequency, index) => {
      const oscillator = audio!.createOscillator()
      const gain = audio!.createGain()
      const start = audio!.currentTime + index * (seconds + 0.03)
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.3, start)
      gain.gain.exponentialRampToValueAtTime(0.001, start + seconds)
      oscillator.connect(gain).connect(audio!.destination)
      oscillator.start(start)
      oscillator.stop(start + seconds + 0.01)
    })
  } catch {
    // A browser that refuses audio before a tap: the colour and the vibration still tell.
  }
}
