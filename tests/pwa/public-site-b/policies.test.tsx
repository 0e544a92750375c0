import { readFileSync } from 'node:fs'
import path from 'node:path'
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, test } from 'vitest'
import { defaultClubProfile, publicClubProfile } from '../../../domain/club-profile'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'

/** The club's office as the demo's profile has it (what the pages show with no other profile handed over). */
const office = publicClubProfile(defaultClubProfile)
const clubContact = { email: office.email, phone: { display: office.phone, href: office.phoneHref }, address: { pinCode: office.pinCode } }

const config = { 'GET /api/public/config': { json: { chatNumber: '919810012345' } } }

/** Every contents link leads to a section on the page, and every section is in the contents. */
function expectContentsToMatchSections() {
  const contents = screen.getByRole('navigation', { name: 'Contents' })
  const targets = within(contents)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')!)
  expect(targets.length).toBeGreaterThan(0)
  for (const target of targets) expect(document.getElementById(target.slice(1)), target).not.toBeNull()
  const sections = [...document.querySelectorAll('.policy__section')].map((section) => `#${section.id}`)
  expect(sections.every((id) => targets.includes(id))).toBe(true)
  return contents
}

// The pages are lazy routes: load their code before the first findBy's one-second clock starts.
beforeAll(async () => {
  await Promise.all([
    import('../../../pwa/public-site/policies/PrivacyPolicyPage'),
    import('../../../pwa/public-site/policies/RefundPolicyPage'),
  ])
})

describe('Terms and Conditions plus Privacy Policy', () => {
  test('one page, effective 1 April 2025, with contents linking to every section of both parts', async () => {
    stubApi(config)
    renderApp('/privacypolicy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions and Privacy Policy' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText('1 April 2025').getAttribute('dateTime')).toBe('2025-04-01')
    const contents = expectContentsToMatchSections()
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Terms and Conditions',
      'Acceptance of these terms',
      'Eligibility',
      'Accounts and sign-in',
      'Bookings and fees',
      'Community guidelines',
      'Intellectual property',
      'Disclaimers',
      'Limitation of liability',
      'Changes to these terms',
      'Governing law and jurisdiction',
      'Privacy Policy',
      'Data we collect',
      'How we use your data',
      'Sharing',
      'Your rights',
      'Security',
      'Third-party links',
      'Children',
      'Contact',
    ])
    expect(document.title).toBe('Terms and Privacy Policy · New Friends Club')
  })

  test('says what the spec requires: 18 or older, Indian law and Delhi courts, children under 18, how to get in touch', async () => {
    stubApi(config)
    renderApp('/privacypolicy')
    const eligibility = (await screen.findByRole('heading', { name: 'Eligibility' })).closest('section')!
    expect(eligibility.textContent).toMatch(/18 years of age or older/)
    const law = screen.getByRole('heading', { name: 'Governing law and jurisdiction' }).closest('section')!
    expect(law.textContent).toMatch(/laws of India/)
    expect(law.textContent).toMatch(/courts at Delhi/)
    const children = screen.getByRole('heading', { name: 'Children' }).closest('section')!
    expect(children.textContent).toMatch(/under 18/)
    const contact = screen.getByRole('heading', { name: 'Contact' }).closest('section')!
    expect(within(contact).getByRole('link', { name: clubContact.email }).getAttribute('href')).toBe(`mailto:${clubContact.email}`)
    expect(within(contact).getByRole('link', { name: clubContact.phone.display }).getAttribute('href')).toBe(clubContact.phone.href)
  })
})

describe('Refund Policy', () => {
  test('states every refund rule and how to ask', async () => {
    stubApi(config)
    renderApp('/refundpolicy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expectContentsToMatchSections()
    const text = document.querySelector('.policy__body')!.textContent!
    expect(text).toMatch(/annual membership fee must reach the Club within 2 days/)
    expect(text).toMatch(/Monthly fees are not refundable/)
    expect(text).toMatch(/cancelled within 48 hours of the start of the event is not refunded/)
    expect(text).toMatch(/within 2–3 business days/)
    expect(text).toMatch(/within 7–8 working days/)
    const howToAsk = screen.getByRole('heading', { name: 'How to ask for a refund' }).closest('section')!
    expect(within(howToAsk).getByRole('link', { name: clubContact.email })).toBeTruthy()
    expect(within(howToAsk).getByRole('link', { name: clubContact.phone.display })).toBeTruthy()
    expect(document.title).toBe('Refund Policy · New Friends Club')
  })
})

describe('the printable affiliations guide', () => {
  // vitest runs from the repository root.
  const guide = readFileSync(path.join(process.cwd(), 'pwa/public/docs/affiliations-guide.html'), 'utf8')

  test('is a standalone document: styled for print, and with no script (the server allows none inline)', () => {
    expect(guide).toMatch(/@media print/)
    expect(guide).toMatch(/@page/)
    expect(guide).not.toMatch(/<script/i)
    expect(guide).toMatch(/<title>Affiliated Clubs: a Guide for Members/)
  })

  test('gives the same office phone and e-mail as the rest of the site', () => {
    expect(guide).toContain(clubContact.phone.display)
    expect(guide).toContain(`href="${clubContact.phone.href}"`)
    expect(guide).toContain(`mailto:${clubContact.email}`)
    expect(guide).toContain(clubContact.address.pinCode)
  })
})
