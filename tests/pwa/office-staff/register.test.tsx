import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'

const done = {
  message: 'Registration complete. You can now sign in.',
  result: { user_id: 40, name: 'Ravi Shankar', sign_in_name: 'ravi@club.test' },
}

async function fill(app: ReturnType<typeof renderApp>, values: { otp: string; password: string; confirm?: string }) {
  const otp = screen.getByLabelText('Registration code')
  await app.user.clear(otp)
  await app.user.type(otp, values.otp)
  await app.user.clear(screen.getByLabelText('New Password'))
  await app.user.type(screen.getByLabelText('New Password'), values.password)
  await app.user.clear(screen.getByLabelText('Confirm Password'))
  await app.user.type(screen.getByLabelText('Confirm Password'), values.confirm ?? values.password)
  await app.user.click(screen.getByRole('button', { name: 'Register' }))
}

describe('registration (/register)', () => {
  test('opens without a session, with the account from the link; sets the password and leads to sign in', async () => {
    const { calls } = stubApi({ 'POST /api/verify-user-registration-otp': { json: done } })
    const app = renderApp('/register?user=ravi%40club.test')
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeTruthy()
    expect(screen.getByLabelText('E-mail or username')).toHaveProperty('value', 'ravi@club.test')

    await fill(app, { otp: '123456', password: 'Lawn@2026', confirm: 'Lawn@2027' })
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy()
    await fill(app, { otp: '12345', password: 'Lawn@2026' })
    expect(await screen.findByText('The OTP must be 6 digits.')).toBeTruthy()
    const registrations = () => calls.filter((call) => call.path === '/api/verify-user-registration-otp')
    expect(registrations()).toHaveLength(0)

    await fill(app, { otp: '123456', password: 'Lawn@2026' })
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeTruthy()
    expect(registrations()[0]?.body).toEqual({ userId: 'ravi@club.test', otp: '123456', password: 'Lawn@2026' })
    expect(registrations()[0]?.headers['x-auth-token']).toBeUndefined()
    expect(screen.getByText('ravi@club.test')).toBeTruthy()
    await app.user.click(screen.getByRole('link', { name: 'Sign In' }))
    await waitFor(() => expect(app.currentPath()).toBe('/login'))
  })

  test('a wrong code says how many tries are left; an expired one says to ask the office', async () => {
    let answer = 0
    stubApi({
      'POST /api/verify-user-registration-otp': () =>
        ++answer === 1
          ? {
              status: 400,
              json: {
                message: 'Invalid code.',
                code: 'otp_invalid',
                attemptsLeft: 3,
                errors: [{ path: 'otp', msg: 'otp: Invalid code.' }],
              },
            }
          : {
              status: 400,
              json: {
                message: 'This code has expired. Please ask the club office to send you a new code.',
                code: 'otp_expired',
                errors: [{ path: 'otp', msg: 'otp: This code has expired. Please ask the club office to send you a new code.' }],
              },
            },
    })
    const app = renderApp('/register')
    await app.user.type(await screen.findByLabelText('E-mail or username'), 'ravi@club.test')
    await fill(app, { otp: '000000', password: 'Lawn@2026' })
    expect(await screen.findByText('Invalid code. 3 tries left.')).toBeTruthy()
    await fill(app, { otp: '111111', password: 'Lawn@2026' })
    expect(await screen.findByText('This code has expired. Please ask the club office to send you a new code.')).toBeTruthy()
    expect(screen.getByText(/No code, or it expired\? Ask the club office to send a new one/)).toBeTruthy()
  })

  test('too many tries from one place, or an unknown account, is said in the alert', async () => {
    let answer = 0
    stubApi({
      'POST /api/verify-user-registration-otp': () =>
        ++answer === 1
          ? { status: 404, json: { message: 'ID not found.', code: 'id_not_found' } }
          : {
              status: 429,
              json: { message: 'Too many attempts. Please try again in 15 minutes.', code: 'too_many', retryAfterSeconds: 900 },
            },
    })
    const app = renderApp('/register?user=nobody')
    await screen.findByLabelText('E-mail or username')
    await fill(app, { otp: '123456', password: 'Lawn@2026' })
    expect((await screen.findByRole('alert')).textContent).toBe('ID not found.')
    await fill(app, { otp: '123456', password: 'Lawn@2026' })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 15 minutes.'))
  })
})
