import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { browserLocation } from '../../pwa/app/browser-location'

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
})
