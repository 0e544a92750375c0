/** A random id in the sync contract's alphabet for a device's own ids (32 hex digits, within 8-64 of A-Za-z0-9_-). */
export function randomDeviceId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
