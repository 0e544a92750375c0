import { describe, expect, test } from 'vitest'
import { isAppNavigation, isPublicRead } from '../../../pwa/app/sw-routes'

describe('what the service worker answers offline', () => {
  test.each(['/', '/events', '/affiliations', '/dashboard/members', '/approval/view/12', '/events?page=2'])(
    'a navigation to %s gets the app',
    (path) => {
      expect(isAppNavigation(path)).toBe(true)
    },
  )

  test.each([
    '/api/public/config',
    '/member/api/profile',
    '/uploads/a.png',
    '/socket.io/',
    '/robots.txt',
    '/sitemap.xml',
    '/images/banner/banner-1-640.webp',
  ])('a navigation to %s goes to the server', (path) => {
    expect(isAppNavigation(path)).toBe(false)
  })

  test.each([
    '/api/public/occasionlist',
    '/api/public/config',
    '/api/affiliated-clubs/public',
    '/api/event-bookings/public/events',
    '/api/event-bookings/public/events/4',
  ])('%s is a public read, kept for offline', (path) => {
    expect(isPublicRead(path)).toBe(true)
  })

  test.each(['/api/affiliated-clubs/admin', '/api/event-bookings/events', '/member/api/profile', '/api/session'])(
    '%s is not kept',
    (path) => {
      expect(isPublicRead(path)).toBe(false)
    },
  )
})
