import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { ResponseOf } from '../../domain/contract/endpoint'
import type { generateOtp, resetPassword, verifyOtp } from '../../domain/contract/password-reset'
import { stubApi } from './helpers/fetch-stub'
import { renderApp } from './helpers/render-app'

const otpSent = {
  json: {
    status: 200,
    message: 'OTP sent to registered WhatsApp number.',
    result: { name: 'Vikram Malhotra', mobile: '******3210' },
  } satisfies ResponseOf<typeof generateOtp>,
}
const verified = { json: { status: 200, message: 'OTP verified.', member_id: 'M1001' } satisfies ResponseOf<typeof verifyOtp> }
const updated = { json: { status: 200, message: 'Password updated successfully.' } satisfies ResponseOf<typeof resetPassword> }

// Real timers would make the 60 s countdown and the 1 s redirect slow to test; these run on demand.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

const open = (path: string) => renderApp(path, { userEvent: { advanceTimers: vi.advanceTimersByTime } })
const alertText = async () => (await screen.findByRole('alert')).textContent

async function reachOtpStep(path = '/forgot-password/member', label = 'Member ID', id = 'M1001') {
  const app = open(path)
  await app.user.type(screen.getByLabelText(label), id)
  await app.user.click(screen.getByRole('button', { name: 'Send OTP' }))
  await screen.findByLabelText('OTP')
  return app
}

describe('forgot password, step 1', () => {
  test("a blank ID reads 'Please enter your ID.' and sends nothing", async () => {
    const { calls } = stubApi({})
    const app = open('/forgot-password/member')
    await app.user.type(screen.getByLabelText('Member ID'), '   ')
    await app.user.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(await alertText()).toBe('Please enter your ID.')
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
  })

  test.each([
    [
      "404 with the server's message",
      { status: 404, json: { status: 404, message: 'ID not found.', code: 'id_not_found' } },
      'ID not found.',
    ],
    // A gateway between the device and the server answers without the server's body.
    ['404 with no body', new Response(null, { status: 404 }), 'ID not found.'],
    ['502 from a gateway', new Response('Bad Gateway', { status: 502 }), 'Error sending OTP.'],
    [
      "429 with the server's message",
      {
        status: 429,
        json: {
          status: 429,
          code: 'otp_resend_too_soon',
          retryAfterSeconds: 60,
          message: 'An OTP was sent a moment ago. Please wait 60 seconds before asking for a new one.',
        },
      },
      'An OTP was sent a moment ago. Please wait 60 seconds before asking for a new one.',
    ],
  ] as const)('an answer of %s reads %s', async (_answer, reply, message) => {
    stubApi({ 'POST /api/generate-otp': reply })
    const app = open('/forgot-password/anything')
    await app.user.type(screen.getByLabelText('Member ID'), 'M9999')
    await app.user.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(await alertText()).toBe(message)
  })
})

describe('forgot password, all three steps', () => {
  test('a member goes from ID to OTP to a new password, then to the member sign-in after a second', async () => {
    const { calls } = stubApi({ 'POST /api/generate-otp': otpSent, 'POST /api/verify-otp': verified, 'POST /api/reset-password': updated })
    const app = await reachOtpStep()

    expect(screen.getByText('OTP sent to registered WhatsApp number.')).toBeTruthy()
    expect(screen.getByText('M1001')).toBeTruthy()
    expect(screen.getByText('Vikram Malhotra')).toBeTruthy()
    expect(screen.getByText('******3210')).toBeTruthy()
    const otp = screen.getByLabelText('OTP')
    expect(otp.getAttribute('inputmode')).toBe('numeric')
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code')

    await app.user.type(otp, '123456')
    await app.user.click(screen.getByRole('button', { name: 'Verify OTP' }))
    expect(await screen.findByText('OTP verified.')).toBeTruthy()

    await app.user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await alertText()).toBe('Please fill both password fields.')
    await app.user.type(screen.getByLabelText('New Password'), 'secret12')
    await app.user.type(screen.getByLabelText('Confirm Password'), 'secret13')
    await app.user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await alertText()).toBe('Passwords do not match.')
    await app.user.clear(screen.getByLabelText('New Password'))
    await app.user.clear(screen.getByLabelText('Confirm Password'))
    await app.user.type(screen.getByLabelText('New Password'), 'abc12')
    await app.user.type(screen.getByLabelText('Confirm Password'), 'abc12')
    await app.user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await alertText()).toBe('Password must be at least 6 characters.')

    await app.user.clear(screen.getByLabelText('New Password'))
    await app.user.clear(screen.getByLabelText('Confirm Password'))
    await app.user.type(screen.getByLabelText('New Password'), 'Garden@2026')
    await app.user.type(screen.getByLabelText('Confirm Password'), 'Garden@2026')
    await app.user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Password updated successfully. Redirecting to login...')).toBeTruthy()
    expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Confirm Password') as HTMLInputElement).value).toBe('')
    expect(app.currentPath()).toBe('/forgot-password/member')

    await act(() => vi.advanceTimersByTimeAsync(1000))
    await waitFor(() => expect(app.currentPath()).toBe('/member-login'))
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { memberId: 'M1001', type: 'member' },
      { memberId: 'M1001', otp: '123456', type: 'member' },
      { userId: 'M1001', password: 'Garden@2026', otp: '123456', type: 'member' },
    ])
  })

  test("an OTP that is not six digits, or is wrong, is refused with the spec's words", async () => {
    stubApi({
      'POST /api/generate-otp': otpSent,
      'POST /api/verify-otp': { status: 400, json: { status: 400, message: 'Invalid OTP.', code: 'otp_invalid', attemptsLeft: 4 } },
    })
    const app = await reachOtpStep()
    await app.user.type(screen.getByLabelText('OTP'), '123')
    await app.user.click(screen.getByRole('button', { name: 'Verify OTP' }))
    expect(await alertText()).toBe('Please enter the 6-digit OTP.')
    await app.user.type(screen.getByLabelText('OTP'), '456')
    await app.user.click(screen.getByRole('button', { name: 'Verify OTP' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid OTP.'))
  })

  test("no answer while verifying reads 'Failed to verify OTP.'", async () => {
    stubApi({ 'POST /api/generate-otp': otpSent, 'POST /api/verify-otp': () => Promise.reject(new TypeError('Failed to fetch')) })
    const app = await reachOtpStep()
    await app.user.type(screen.getByLabelText('OTP'), '123456')
    await app.user.click(screen.getByRole('button', { name: 'Verify OTP' }))
    expect(await alertText()).toBe('Failed to verify OTP.')
  })

  test('the OTP can be sent again only when the 60 second countdown has run out', async () => {
    const { calls } = stubApi({ 'POST /api/generate-otp': otpSent })
    const app = await reachOtpStep()
    const resend = screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(59_000))
    expect(resend.disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1_500))
    expect(resend.disabled).toBe(false)
    await app.user.click(resend)
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/generate-otp')).toHaveLength(2))
    await waitFor(() => expect(resend.disabled).toBe(true))
  })

  test("a staff user's reset asks for 'Email or Username', sends type user and ends on /login", async () => {
    const { calls } = stubApi({
      'POST /api/generate-otp': otpSent,
      'POST /api/verify-otp': { json: { status: 200, message: 'OTP verified.', member_id: 'reception@club.test' } },
      'POST /api/reset-password': updated,
    })
    const app = await reachOtpStep('/forgot-password/user', 'Email or Username', 'reception@club.test')
    await app.user.type(screen.getByLabelText('OTP'), '654321')
    await app.user.click(screen.getByRole('button', { name: 'Verify OTP' }))
    await app.user.type(await screen.findByLabelText('New Password'), 'Front@Desk1')
    await app.user.type(screen.getByLabelText('Confirm Password'), 'Front@Desk1')
    await app.user.click(screen.getByRole('button', { name: 'Reset Password' }))
    await screen.findByText('Password updated successfully. Redirecting to login...')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await waitFor(() => expect(app.currentPath()).toBe('/login'))
    expect(calls.filter((call) => call.method === 'POST').every((call) => (call.body as { type: string }).type === 'user')).toBe(true)
  })
})
