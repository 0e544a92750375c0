import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'

const config = { 'GET /api/public/config': { json: { chatNumber: '919810012345' } } }

const region = (name: string) => screen.getByRole('region', { name })

/** The real app at '/'; the page arrives as its own chunk. */
async function openHome() {
  stubApi(config)
  renderApp('/')
  await screen.findByRole('heading', { level: 1 })
}

describe('the home page', () => {
  test("opens with the four-banner carousel and 'Exclusive club for exclusive people' over its three tiles", async () => {
    await openHome()
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Exclusive club for exclusive people',
    ])
    expect(within(region('Views of the club')).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4)
    const welcome = region('Exclusive club for exclusive people')
    expect(
      within(welcome)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Clubs', "Get Together's", 'Corporate Events'])
  })

  test('introduces the club in its five parts, with the facts', async () => {
    await openHome()
    for (const part of ['Profile of Members', 'Affiliations', 'Facilities', 'Sports Facilities', 'Conclusion']) {
      expect(screen.getByRole('heading', { level: 3, name: part })).toBeTruthy()
    }
    expect(screen.getByText(/Founded on 23 January 1994/, { selector: 'p' })).toBeTruthy()
    expect(
      within(region('Profile of Members')).getByText(/industrialists, businessmen, doctors, lawyers, professionals and bureaucrats/),
    ).toBeTruthy()
    expect(within(region('Affiliations')).getByText(/affiliated with 102 clubs/)).toBeTruthy()
    expect(within(region('Facilities')).getByText('Banquet halls for 40 to 250 guests')).toBeTruthy()
    expect(within(region('Facilities')).getByText('Six guest rooms')).toBeTruthy()
    expect(within(region('Sports Facilities')).getByText('Golf academy')).toBeTruthy()
  })

  test("has the 'Schedule Appointment' band with a phone link, an e-mail link, the address and a way to Contact Us", async () => {
    await openHome()
    const band = region('Schedule Appointment')
    expect(within(band).getByRole('link', { name: /^\+91/ }).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/)
    expect(within(band).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/)
    expect(within(band).getByText(/New Friends Colony.*110025/)).toBeTruthy()
    expect(within(band).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact')
  })

  test("shows the 12-photo 'Club Gallery', each photo a button that opens the lightbox", async () => {
    await openHome()
    const thumbnails = within(screen.getByRole('list', { name: 'Club Gallery' })).getAllByRole('button')
    expect(thumbnails).toHaveLength(12)
    for (const thumbnail of thumbnails) expect(within(thumbnail).getByRole('img').getAttribute('alt')!.length).toBeGreaterThan(20)
  })

  test('invites to learn more about the club and to begin another adventure', async () => {
    await openHome()
    expect(within(region('Learn more about us')).getByRole('link', { name: 'Read our story' }).getAttribute('href')).toBe('/about')
    expect(
      within(region('Begin another adventure')).getByRole('link', { name: 'Explore sports and facilities' }).getAttribute('href'),
    ).toBe('/sports')
  })

  test("lists the ten 'Good for Occasions' cards in order", async () => {
    await openHome()
    const cards = within(region('Good for Occasions')).getAllByRole('heading', { level: 3 })
    expect(cards.map((card) => card.textContent)).toEqual([
      'Bachelor Party',
      'Birthday Party',
      'Engagement',
      'Wedding',
      'Christmas Party',
      'New Year Party',
      'Corporate Event',
      'Musical Concert',
      'Kids Birthday Party',
      'Wedding Reception',
    ])
  })

  test('ends with the rotating testimonials and the map', async () => {
    await openHome()
    expect(within(region('What our members say')).getAllByRole('button', { name: /^Show testimonial/ })).toHaveLength(4)
    expect(region('Club in New Friends Colony, Delhi').querySelector('iframe')).not.toBeNull()
  })

  test('loads only the first banner at once; everything below it waits until it is near', async () => {
    await openHome()
    const eager = [...document.querySelectorAll('img')].filter((image) => image.getAttribute('loading') === 'eager')
    expect(eager.map((image) => image.getAttribute('src'))).toEqual(['/images/banner/banner-1-1280.webp'])
    for (const image of document.querySelectorAll('main img')) {
      expect(image.getAttribute('width')).toMatch(/^\d+$/)
      expect(image.getAttribute('height')).toMatch(/^\d+$/)
    }
  })
})
