/**
 * The spec's storage helper pair (spec 1 §3): JSON by key, errors swallowed, a failed read is null.
 * Storage can throw (private mode, quota, a value another tab half-wrote); no screen should crash on it.
 */
export function saveJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Nothing useful to do: the next read yields null and the person signs in again.
  }
}

export function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key)
    return text === null ? null : (JSON.parse(text) as unknown)
  } catch {
    return null
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // see saveJson
  }
}

export function clearLocalStorage(): void {
  try {
    localStorage.clear()
  } catch {
    // see saveJson
  }
}

/** Whether anything at all is stored under the key, readable or not. */
export function hasKey(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null
  } catch {
    return false
  }
}
