import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { browserLocation } from '../../pwa/app/browser-location'
import { takeContractDrifts } from './helpers/fetch-stub'

// Lazy route chunks load through the module graph; on a busy 2-core CI machine that can take more
// than testing-library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 })

beforeEach(() => {
  // jsdom cannot load another page; the tests read where the app wanted to go from these spies.
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {})
  vi.spyOn(browserLocation, 'reload').mockImplementation(() => {})
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  window.history.replaceState(null, '', '/')
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  // A stubbed server answer the contract does not describe fails the test that stubbed it.
  expect(takeContractDrifts()).toEqual([])
})
