import { describe, expect, test } from 'vitest'
import { routePatterns } from '../../../pwa/app/route-patterns'
import { appRoutes } from '../../../pwa/routes'

describe('the paths the app has pages for (app-routes.json, for the server’s 404s)', () => {
  test('nested routes join their paths; index routes name their parent; frames without a path add none; catch-alls are left out', () => {
    const routes = [
      {
        path: '/',
        children: [
          { children: [{ index: true }, { path: 'about' }, { path: '*' }] },
          { path: 'dashboard', children: [{ index: true }, { path: 'events/:eventId' }, { path: '*' }] },
          { path: 'door/sports' },
        ],
      },
    ]
    expect(routePatterns(routes)).toEqual(['/', '/', '/about', '/dashboard', '/dashboard', '/dashboard/events/:eventId', '/door/sports'])
  })

  test("the app's own list holds its areas' pages and no catch-all", () => {
    const patterns = routePatterns(appRoutes)
    for (const page of [
      '/',
      '/login',
      '/member-login',
      '/about',
      '/dashboard',
      '/dashboard/events/:eventId/edit',
      '/kitchen',
      '/door',
      '/door/sports',
      '/member',
      '/member/bookings/:bookingId',
    ]) {
      expect(patterns).toContain(page)
    }
    expect(patterns.filter((pattern) => pattern.includes('*'))).toEqual([])
  })
})
