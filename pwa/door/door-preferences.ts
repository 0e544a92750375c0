import { useSyncExternalStore } from 'react'
import { readJson, removeKey, saveJson } from '../app/local-storage'

const EVENT_KEY = 'doorEventId'
const SOUND_KEY = 'doorSoundOn'
const CHANGED = 'club:door-preferences-changed'

const announce = () => window.dispatchEvent(new Event(CHANGED))
const subscribe = (listener: () => void) => {
  window.addEventListener(CHANGED, listener)
  return () => window.removeEventListener(CHANGED, listener)
}

/** The event this device checks in for, remembered across reloads (a door works one event a night). */
export const chosenEventId = (): number | undefined => {
  const value = readJson(EVENT_KEY)
  return typeof value === 'number' ? value : undefined
}

export function chooseEvent(eventId: number | undefined): void {
  if (eventId === undefined) removeKey(EVENT_KEY)
  else saveJson(EVENT_KEY, eventId)
  announce()
}

export const useChosenEventId = () => useSyncExternalStore(subscribe, chosenEventId)

export const isDoorSoundOn = () => readJson(SOUND_KEY) !== false

export function setDoorSoundOn(isOn: boolean): void {
  saveJson(SOUND_KEY, isOn)
  announce()
}

export const useDoorSoundOn = () => useSyncExternalStore(subscribe, isDoorSoundOn)

const CAMERA_KEY = 'doorCameraOn'

/** The camera starts with the door screen unless the receptionist stopped it on this device (a hardware scanner). */
export const isDoorCameraOn = () => readJson(CAMERA_KEY) !== false

export function setDoorCameraOn(isOn: boolean): void {
  saveJson(CAMERA_KEY, isOn)
  announce()
}

export const useDoorCameraOn = () => useSyncExternalStore(subscribe, isDoorCameraOn)
