import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { browserLocation } from '../../../pwa/app/browser-location'
import { leaveForSignIn } from '../../../pwa/auth/leave-for-sign-in'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { anHourAgo, kitchenRecord, memberRecord, memberSignInAnswer, staffRecord, storedRecord, storeRecord } from '../helpers/sessions'
import { page } from '../office/events/fixtures'

const myBookings = '/api/event-bookings/member/my-bookings'
const mySports = '/api/sports-activity/member/bookings'

/** M1001 signs in at Member Login, as a person does, and lands (on the card unless a link was remembered). */
async function signInAsMember(landing = '/member') {
  const app = renderApp('/member-login')
  await app.user.type(screen.getByLabelText(/Member ID/), 'M1001')
  await app.user.type(screen.getByLabelText(/Password/), 'Club@1994')
  await app.user.click(screen.getByRole('button', { name: 'SIGN IN' }))
  await waitFor(() => expect(app.currentPath()).toBe(landing))
  return app
}

describe('a member who is not signed in', () => {
  test.each(['/member', '/member/bookings/40', '/member/sports/3?date=2026-12-06'])(
    'opening %s goes to Member Login, not the office sign-in, and remembers the way',
    async (path) => {
      stubApi({})
      renderApp(path)
      await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/member-login'))
      expect(browserLocation.assign).not.toHaveBeenCalledWith('/login')
      expect(sessionStorage.getItem('intendedRoute')).toBe(path)
    },
  )

  test('signs in at Member Login and lands on the page the link was for', async () => {
    stubApi({})
    const link = renderApp('/member/bookings')
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/member-login'))
    link.unmount()

    stubApi({
      'POST /member/api/login': { json: memberSignInAnswer() },
      [`GET ${myBookings}`]: { json: page([]) },
      [`GET ${mySports}`]: { json: page([]) },
    })
    await signInAsMember('/member/bookings')
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeTruthy()
  })

  test('a member whose token the server refuses (401) goes to Member Login from the member app', async () => {
    stubApi({
      [`GET ${myBookings}`]: { status: 401, json: { message: 'Authentication required. Please log in.', code: 'unauthenticated' } },
      [`GET ${mySports}`]: { json: page([]) },
    })
    storeRecord('member', memberRecord())
    window.history.replaceState(null, '', '/member/bookings')
    renderApp('/member/bookings')
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/member-login'))
    expect(storedRecord('member')).toBeNull()
    expect(sessionStorage.getItem('intendedRoute')).toBe('/member/bookings')
  })

  test('office paths still go to the office sign-in', async () => {
    stubApi({})
    renderApp('/dashboard/members')
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/login'))
  })
})

describe('the installed app (start_url /start)', () => {
  test('opens on the membership card for a signed-in member', async () => {
    stubApi({})
    storeRecord('member', memberRecord())
    const app = renderApp('/start')
    expect(await screen.findByRole('heading', { name: 'Welcome, Mr. Vikram Malhotra' })).toBeTruthy()
    expect(app.currentPath()).toBe('/member')
  })

  test('opens on the kitchen display for a kitchen tablet', async () => {
    stubApi({})
    storeRecord('kitchen', kitchenRecord())
    const app = renderApp('/start')
    await waitFor(() => expect(app.currentPath()).toBe('/kitchen'))
  })

  test('opens on the door for a receptionist, and on the dashboard for the office', async () => {
    stubApi({})
    storeRecord('user', staffRecord({ role_id: 7, role_name: 'Receptionist' }))
    const door = renderApp('/start')
    await waitFor(() => expect(door.currentPath()).toBe('/door'))
    door.unmount()

    storeRecord('user', staffRecord())
    const office = renderApp('/start')
    await waitFor(() => expect(office.currentPath()).toBe('/dashboard'))
  })

  test('opens at Member Login for a member whose session ended, whether the record is still there or was cleared', async () => {
    stubApi({})
    storeRecord('member', memberRecord({ expiresAt: anHourAgo() }))
    const expired = renderApp('/start')
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeTruthy()
    expect(expired.currentPath()).toBe('/member-login')
    expired.unmount()

    // The session ended while the app was open: the guard cleared the phone; the door stays known.
    stubApi({ 'POST /member/api/login': { json: memberSignInAnswer() } })
    await signInAsMember()
    leaveForSignIn('/member/bookings')
    expect(storedRecord('member')).toBeNull()
    const cleared = renderApp('/start')
    await waitFor(() => expect(cleared.currentPath()).toBe('/member-login'))
  })

  test('a member who signed in and out again starts at Member Login; a device that never signed in, on the public site', async () => {
    stubApi({
      'POST /member/api/login': { json: memberSignInAnswer() },
      'POST /member/api/logout': { json: { status: 200, message: 'Signed out' } },
    })
    const fresh = renderApp('/start')
    await waitFor(() => expect(fresh.currentPath()).toBe('/'))
    fresh.unmount()

    const signIn = await signInAsMember()
    await signIn.user.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(signIn.currentPath()).toBe('/member-login'))
    signIn.unmount()

    const again = renderApp('/start')
    await waitFor(() => expect(again.currentPath()).toBe('/member-login'))
  })
})
