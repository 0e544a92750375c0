import { importTicketPublicKey } from '../../domain/tickets'
import { ticketKey } from '../../domain/contract/door'
import { callApi } from '../api/client'
import { db, withOpenDb } from '../offline/db'

const KEY = 'door:ticket-key'

/** The key kept on the device: scans verify offline with it, tickets sold later included. */
export async function storedTicketKey(): Promise<CryptoKey | undefined> {
  const jwk = (await withOpenDb(() => db.meta.get(KEY)))?.value as JsonWebKey | undefined
  return jwk ? importTicketPublicKey(jwk).catch(() => undefined) : undefined
}

/** Downloads the server's public key (it may be rotated) and keeps it; the stored one if offline. */
export async function refreshTicketKey(): Promise<CryptoKey | undefined> {
  try {
    const { key } = await callApi(ticketKey, {})
    const imported = await importTicketPublicKey(key)
    await withOpenDb(() => db.meta.put({ key: KEY, value: key }))
    return imported
  } catch {
    return storedTicketKey()
  }
}
