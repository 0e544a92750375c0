import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { createInstallPrompt } from '../../../pwa/app/install-prompt'
import { InstallButton } from '../../../pwa/app/InstallButton'

/** What Chromium fires when the app may be installed. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  })
  return event
}

describe('the Install app button', () => {
  test('is hidden where the browser offers no installation (iOS, Firefox, already installed)', () => {
    const target = new EventTarget() as Window
    render(<InstallButton prompt={createInstallPrompt(target)} />)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  test('appears with the browser’s offer, opens its dialog once, and goes away', async () => {
    const target = new EventTarget() as Window
    const prompt = createInstallPrompt(target)
    render(<InstallButton prompt={prompt} />)
    const offer = installOffer('dismissed')
    act(() => void target.dispatchEvent(offer))
    expect(offer.defaultPrevented).toBe(true) // our button instead of the browser's mini-infobar
    await userEvent.setup().click(screen.getByRole('button', { name: 'Install app' }))
    expect(offer.prompt).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  test('disappears for good once the app is installed', () => {
    const target = new EventTarget() as Window
    const prompt = createInstallPrompt(target)
    render(<InstallButton prompt={prompt} />)
    act(() => void target.dispatchEvent(installOffer('accepted')))
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy()
    act(() => void target.dispatchEvent(new Event('appinstalled')))
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })
})
