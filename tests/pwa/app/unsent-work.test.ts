import { afterEach, describe, expect, test } from 'vitest'
import { countUnsentWork, registerUnsentWorkCheck } from '../../../pwa/app/unsent-work'

const unregisters: (() => void)[] = []
const register = (check: () => Promise<number>) => unregisters.push(registerUnsentWorkCheck(check))
afterEach(() => unregisters.splice(0).forEach((unregister) => unregister()))

describe('counting the unsent work of the device', () => {
  test('with no counter registered there is nothing unsent', async () => {
    await expect(countUnsentWork()).resolves.toBe(0)
  })

  test('the registered counters are added up, and an unregistered one no longer counts', async () => {
    register(async () => 2)
    const unregister = registerUnsentWorkCheck(async () => 5)
    await expect(countUnsentWork()).resolves.toBe(7)
    unregister()
    await expect(countUnsentWork()).resolves.toBe(2)
  })

  test('a counter that fails makes the answer unknown, never zero', async () => {
    register(async () => 0)
    register(async () => Promise.reject(new Error('IndexedDB is closed')))
    await expect(countUnsentWork()).resolves.toBe('unknown')
  })
})
