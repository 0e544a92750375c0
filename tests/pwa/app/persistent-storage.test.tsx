import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { saveSession } from '../../../pwa/auth/session'
import {
  requestPersistentStorage,
  resetPersistentStorageRequest,
  usePersistentStorageWhenTrusted,
} from '../../../pwa/app/persistent-storage'
import { memberRecord } from '../helpers/sessions'

function stubStorage(isPersisted: boolean) {
  const storage = { persisted: vi.fn(async () => isPersisted), persist: vi.fn(async () => true) }
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { storage }))
  return storage
}

function Probe() {
  usePersistentStorageWhenTrusted()
  return null
}

beforeEach(() => resetPersistentStorageRequest())
afterEach(() => resetPersistentStorageRequest())

describe('asking the browser to keep this device’s data', () => {
  test('asks once per page load, however often it is called', async () => {
    const storage = stubStorage(false)
    await Promise.all([requestPersistentStorage(), requestPersistentStorage()])
    await requestPersistentStorage()
    expect(storage.persist).toHaveBeenCalledTimes(1)
  })

  test('does not ask again when the data is already kept', async () => {
    const storage = stubStorage(true)
    await expect(requestPersistentStorage()).resolves.toBe(true)
    expect(storage.persist).not.toHaveBeenCalled()
  })

  test('a visitor who is not signed in and has not installed the app is not asked', async () => {
    const storage = stubStorage(false)
    render(<Probe />)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(storage.persisted).not.toHaveBeenCalled()
  })

  test('signing in asks', async () => {
    const storage = stubStorage(false)
    render(<Probe />)
    saveSession('member', memberRecord())
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1))
  })

  test('installing the app asks', async () => {
    const storage = stubStorage(false)
    render(<Probe />)
    window.dispatchEvent(new Event('appinstalled'))
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1))
  })
})
