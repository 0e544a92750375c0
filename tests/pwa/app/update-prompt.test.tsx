import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import { NotificationCenter } from '../../../pwa/app/NotificationCenter'
import { registerUnsentWorkCheck } from '../../../pwa/app/unsent-work'
import { offerUpdate } from '../../../pwa/app/update-prompt'

const timing = { pollMs: 20, maxWaitMs: 400 }
let unregister: (() => void) | undefined
let withdraw: (() => void) | undefined
afterEach(async () => {
  // Withdrawing the offer ends a wait still polling, before its counter goes away (a wait left
  // running would reach sonner after the test's window is gone).
  act(() => withdraw?.())
  withdraw = undefined
  await new Promise((resolve) => setTimeout(resolve, 3 * timing.pollMs))
  unregister?.()
  unregister = undefined
})
// sonner takes a dismissed toast off the page 200 ms later (its exit animation): the last one's timer
// must also end while the file's window is there, or it reaches React after the window is gone.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)))

/** sonner's toast starts a drag on pointerdown, which jsdom cannot do: a plain click is enough. */
const pressReload = async () => fireEvent.click(await screen.findByRole('button', { name: 'Reload' }))

function setUp(unsent: { count: number }, waitTiming = timing) {
  unregister = registerUnsentWorkCheck(async () => unsent.count)
  const activate = vi.fn()
  render(<NotificationCenter />)
  act(() => void (withdraw = offerUpdate(activate, waitTiming)))
  return { activate }
}

describe('the update prompt', () => {
  test('a waiting version is offered, and nothing happens until the person presses Reload', async () => {
    const { activate } = setUp({ count: 0 })
    await screen.findByText('A new version is available')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(activate).not.toHaveBeenCalled()
    await pressReload()
    await vi.waitFor(() => expect(activate).toHaveBeenCalledTimes(1))
  })

  test('with unsent actions, Reload says how many are still syncing and waits until they are sent', async () => {
    const unsent = { count: 3 }
    // A wait long enough for a busy machine to show both counts before it gives up.
    const { activate } = setUp(unsent, { ...timing, maxWaitMs: 60_000 })
    await pressReload()
    await screen.findByText('3 actions are still syncing. The app reloads as soon as it is sent.')
    unsent.count = 1
    await screen.findByText('1 action is still syncing. The app reloads as soon as it is sent.')
    expect(activate).not.toHaveBeenCalled()
    unsent.count = 0
    await vi.waitFor(() => expect(activate).toHaveBeenCalledTimes(1))
  })

  test('work still unsent after the wait hands the choice back instead of reloading later by itself', async () => {
    const { activate } = setUp({ count: 2 })
    await pressReload()
    await screen.findByText('2 actions are still syncing. Reload once it is sent.', {}, { timeout: 2000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(activate).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })

  test('an outbox that cannot be read counts as busy', async () => {
    unregister = registerUnsentWorkCheck(async () => Promise.reject(new Error('quota')))
    const activate = vi.fn()
    render(<NotificationCenter />)
    act(() => void (withdraw = offerUpdate(activate, timing)))
    await pressReload()
    await screen.findByText(/Could not check this device for unsent work yet/)
    expect(activate).not.toHaveBeenCalled()
  })
})
