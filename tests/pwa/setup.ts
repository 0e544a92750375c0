import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { browserLocation } from '../../pwa/app/browser-location'

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
})
