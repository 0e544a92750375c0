import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { defaultClubProfile } from '../../../domain/club-profile'
import { ContactPage } from '../../../pwa/public-site/contact/ContactPage'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { renderInRouter } from './render-page'

const config = { 'GET /api/public/config': { json: { chatNumber: '919810012345' } } }

const facility = (facility_id: number, name: string, capacity: number | null) => ({
  _id: facility_id,
  facility_id,
  name,
  kind: 'other',
  capacity,
  description: `What members find at the ${name}.`,
  images: [`/uploads/facilities/abcdefghij01234${facility_id}-960.webp`],
  is_visible: true,
  sort_order: facility_id,
  created_at: '2026-11-27T08:00:00.000Z',
  updated_at: '2026-11-27T08:00:00.000Z',
})
const facilities = ['Indian Restaurant', 'Chinese Restaurant', 'Card Room', 'Six Guest Rooms', 'Banquet Halls'].map((name, index) =>
  facility(index + 1, name, name === 'Banquet Halls' ? 250 : null),
)

// /sports is checked on its own (sports-page.test.tsx) until the session guard lists it as public.
const pages = [
  ['/about', 'About Club'],
  ['/occasions', 'Club Functions'],
  ['/services', 'Our Services'],
  ['/clubtour', 'Club Tour'],
  ['/gallery', 'Club Gallery'],
  ['/contact', 'Contact Us'],
] as const

describe('the pages about the club', () => {
  test.each(pages)('%s opens without a session, with one <h1> %s and its own title and description', async (path, title) => {
    stubApi(config)
    renderApp(path)
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toBe(title)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(document.title).toBe(`${title} · New Friends Club`)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(60)
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(new URL(path, window.location.origin).toString()) // absolute, as search engines need
  })

  test('About tells of banquets for 40 to 250 guests and six guest rooms, with the contact band and the map', async () => {
    stubApi(config)
    renderApp('/about')
    await screen.findByRole('heading', { level: 1, name: 'About Club' })
    expect(screen.getByRole('heading', { name: 'Celebrations for 40 to 250 guests' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Six guest rooms' })).toBeTruthy()
    expect(screen.getByText(/opened its doors on 23 January 1994/)).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Schedule Appointment' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Club in New Friends Colony, Delhi' })).toBeTruthy()
  })

  test('Services shows a card with a picture for each facility the office lists, read without a token', async () => {
    const { calls } = stubApi({ ...config, 'GET /api/getallfacility': { json: { success: true, data: facilities } } })
    renderApp('/services')
    await screen.findByRole('heading', { level: 1, name: 'Our Services' })
    await screen.findByRole('heading', { level: 2, name: 'Banquet Halls' })
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(names).toEqual(
      expect.arrayContaining(['Indian Restaurant', 'Chinese Restaurant', 'Card Room', 'Six Guest Rooms', 'Banquet Halls']),
    )
    expect(screen.getByText('Up to 250 guests')).toBeTruthy()
    const card = screen.getByRole('heading', { level: 2, name: 'Card Room' }).closest('li')!
    expect(card.querySelector('img')?.getAttribute('srcset')).toContain('abcdefghij012343-480.webp 480w')
    const read = calls.find((call) => call.path === '/api/getallfacility')
    expect(read?.headers['x-auth-token']).toBeUndefined()
  })

  test('Services says so when the facilities cannot be read, and offers to try again', async () => {
    stubApi({ ...config, 'GET /api/getallfacility': { status: 500, json: { message: 'Server error', code: 'internal' } } })
    renderApp('/services')
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch facilities')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('the Gallery shows the club gallery and the About pictures, fifteen in all', async () => {
    stubApi(config)
    renderApp('/gallery')
    const list = await screen.findByRole('list', { name: 'Club Gallery' })
    expect(within(list).getAllByRole('button')).toHaveLength(15)
  })

  test('Contact Us names the president and gives the address with pin code, phone, e-mail and website', () => {
    renderInRouter(<ContactPage />, '/contact')
    const card = within(screen.getByRole('region', { name: 'New Friends Club' }))
    expect(card.getByText('President')).toBeTruthy()
    expect(card.getByText(/New Friends Colony.*New Delhi, Delhi 110025/, { selector: 'address' })).toBeTruthy()
    expect(card.getByRole('link', { name: /^\+91/ }).getAttribute('href')).toMatch(/^tel:/)
    expect(card.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/)
    const website = card.getByRole('link', { name: /opens in a new tab/ })
    expect(website.getAttribute('target')).toBe('_blank')
    expect(website.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('region', { name: 'Club in New Friends Colony, Delhi' })).toBeTruthy()
  })

  test('Contact Us shows the club’s profile as the server handed it with the page, not the build’s', () => {
    const handed = document.createElement('script')
    handed.type = 'application/json'
    handed.id = 'club-profile'
    handed.textContent = JSON.stringify({
      profile: { ...defaultClubProfile, address_line: '9 Ring Road, E Block', pin_code: '110065', president_name: 'Mrs. Meera Sethi' },
      servedAt: Date.now(),
    })
    document.head.append(handed)
    try {
      renderInRouter(<ContactPage />, '/contact')
      const card = within(screen.getByRole('region', { name: 'New Friends Club' }))
      expect(card.getByText(/9 Ring Road, E Block.*New Delhi, Delhi 110065/, { selector: 'address' })).toBeTruthy()
      expect(card.getByText(/Mrs. Meera Sethi/)).toBeTruthy()
    } finally {
      handed.remove()
    }
  })
})
