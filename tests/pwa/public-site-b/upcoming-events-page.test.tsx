import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, test } from 'vitest'
import { defaultClubProfile, publicClubProfile } from '../../../domain/club-profile'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { badminton, upcomingEvent, winterSocial } from './fixtures'

/** The club's office as the demo's profile has it (what the pages show with no other profile handed over). */
const office = publicClubProfile(defaultClubProfile)
const clubContact = { email: office.email, phone: { display: office.phone, href: office.phoneHref }, address: { pinCode: office.pinCode } }

const config = { 'GET /api/public/config': { json: { chatNumber: '919810012345' } } }
const listOf = (data: unknown[]) => ({ json: { data, pagination: { page: 1, limit: 50, total: data.length, pages: 1 } } })
const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)

// The pages are lazy routes: load their code before the first findBy's one-second clock starts.
beforeAll(async () => {
  await Promise.all([import('../../../pwa/public-site/events/UpcomingEventsPage')])
})

describe('the Upcoming Events page (sample-card reading)', () => {
  test("says 'Loading events...' until the server's events arrive", async () => {
    // The answer is made up front: the page may say it is loading before its request has gone out
    // (the stored cache is still being restored), and the request must get this answer whenever it comes.
    let answer: (reply: unknown) => void = () => {}
    const reply = new Promise((resolve) => (answer = resolve))
    const { calls } = stubApi({ ...config, 'GET /api/event-bookings/public/events': () => reply as never })
    renderApp('/function')
    expect(await screen.findByText('Loading events...')).toBeTruthy()
    answer(listOf([winterSocial]))
    expect(await screen.findByRole('heading', { name: 'Winter Social Evening' })).toBeTruthy()
    expect(screen.queryByText('Loading events...')).toBeNull()
    const read = calls.find((call) => call.path.startsWith('/api/event-bookings/public/events'))!
    expect(read.headers).not.toHaveProperty('x-auth-token')
  })

  test('has its hero with Join Our Club and Contact Us, one <h1>, and its title', async () => {
    stubApi({ ...config, 'GET /api/event-bookings/public/events': listOf([winterSocial]) })
    renderApp('/function')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' })
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const hero = heading.parentElement!
    expect(within(hero).getByRole('link', { name: 'Join Our Club' }).getAttribute('href')).toBe('/request-membership')
    expect(within(hero).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact')
    expect(document.title).toBe('Upcoming Events · New Friends Club')
  })

  test('a card shows the category, prices in rupees, the date and time in Delhi, venue, capacity and highlights', async () => {
    stubApi({ ...config, 'GET /api/event-bookings/public/events': listOf([winterSocial]) })
    renderApp('/function')
    const card = (await screen.findByRole('heading', { name: 'Winter Social Evening' })).closest('article')!
    expect(within(card).getByText('social')).toBeTruthy()
    expect(within(card).getByText(winterSocial.description)).toBeTruthy()
    expect(within(card).getByText('December 12, 2026')).toBeTruthy()
    expect(within(card).getByText('7:00 PM - 11:00 PM')).toBeTruthy()
    expect(within(card).getByText('Main Lawn')).toBeTruthy()
    expect(within(card).getByText('Capacity: 250 people')).toBeTruthy()
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['Live ghazal performance', 'Bonfire and heaters on the lawn']))
    // The full price is struck through beside the members' (discounted) price.
    expect(card.querySelector('s')!.textContent).toBe('₹2,500')
    expect(card.querySelector('.event-price__current')!.textContent).toBe('₹1,800')
    expect(card.querySelector('.event-card__tag')!.textContent).toContain('₹1,800')
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/images/events/winter-social-evening-960.webp')
    expect(within(card).getByRole('link', { name: 'Join Club to Book' }).getAttribute('href')).toBe('/member-login')
  })

  test('an event over two days shows both dates; one without a member discount shows one price', async () => {
    const open = upcomingEvent({ event_id: 9, title: 'Open Day', category: 'family', price_paise: 0, member_price_paise: null })
    stubApi({ ...config, 'GET /api/event-bookings/public/events': listOf([badminton, open]) })
    renderApp('/function')
    const tournament = (await screen.findByRole('heading', { name: 'Inter-Club Badminton Championship' })).closest('article')!
    expect(within(tournament).getByText('January 9, 2027 - January 10, 2027')).toBeTruthy()
    expect(within(tournament).getByText('9:00 AM - 6:00 PM')).toBeTruthy()
    const openDay = screen.getByRole('heading', { name: 'Open Day' }).closest('article')!
    expect(openDay.querySelector('s')).toBeNull()
    expect(openDay.querySelector('.event-price__current')!.textContent).toBe('Free')
  })

  test('the category buttons filter the cards; all is pressed at first', async () => {
    stubApi({ ...config, 'GET /api/event-bookings/public/events': listOf([winterSocial, badminton]) })
    const app = renderApp('/function')
    await screen.findByRole('heading', { name: 'Winter Social Evening' })
    const filters = screen.getByRole('group', { name: 'Show events by category' })
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['all', 'social', 'sports', 'business', 'family', 'culinary', 'wellness'])
    expect(within(filters).getByRole('button', { name: 'all' }).getAttribute('aria-pressed')).toBe('true')
    expect(cardTitles()).toEqual(['Winter Social Evening', 'Inter-Club Badminton Championship'])

    await app.user.click(within(filters).getByRole('button', { name: 'sports' }))
    expect(within(filters).getByRole('button', { name: 'sports' }).getAttribute('aria-pressed')).toBe('true')
    expect(within(filters).getByRole('button', { name: 'all' }).getAttribute('aria-pressed')).toBe('false')
    expect(cardTitles()).toEqual(['Inter-Club Badminton Championship'])

    await app.user.click(within(filters).getByRole('button', { name: 'business' }))
    expect(cardTitles()).toEqual([])
    expect(screen.getByText('No events found')).toBeTruthy()
    expect(screen.getByText('Try adjusting your filters or check back later for new events.')).toBeTruthy()
  })

  test('no upcoming events at all shows the empty state', async () => {
    stubApi({ ...config, 'GET /api/event-bookings/public/events': listOf([]) })
    renderApp('/function')
    expect(await screen.findByText('No events found')).toBeTruthy()
    expect(screen.getByText('Try adjusting your filters or check back later for new events.')).toBeTruthy()
  })

  test('a failed load says so and tries again on request', async () => {
    let attempt = 0
    stubApi({
      ...config,
      'GET /api/event-bookings/public/events': () =>
        ++attempt === 1 ? { status: 503, json: { message: 'The events are being updated', code: 'unavailable' } } : listOf([winterSocial]),
    })
    const app = renderApp('/function')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('The events are being updated')).toBeTruthy()
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Winter Social Evening' })).toBeTruthy()
    expect(attempt).toBe(2)
  })

  test('Learn More opens the whole description and highlights in a dialog, closed by Escape', async () => {
    stubApi({ ...config, 'GET /api/event-bookings/public/events': listOf([winterSocial]) })
    const app = renderApp('/function')
    const learnMore = await screen.findByRole('button', { name: 'Learn More' })
    await app.user.click(learnMore)
    const dialog = screen.getByRole('dialog', { name: 'Winter Social Evening' })
    expect(within(dialog).getByText(winterSocial.description)).toBeTruthy()
    expect(within(dialog).getByText('Bonfire and heaters on the lawn')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Join Club to Book' }).getAttribute('href')).toBe('/member-login')
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(learnMore)
  })

  test("closes with 'Ready to Join Our Club?', Become a Member, and the club's phone and e-mail", async () => {
    stubApi({ ...config, 'GET /api/event-bookings/public/events': listOf([winterSocial]) })
    renderApp('/function')
    const closing = (await screen.findByRole('heading', { name: 'Ready to Join Our Club?' })).closest('section')!
    expect(within(closing).getByRole('link', { name: 'Become a Member' }).getAttribute('href')).toBe('/request-membership')
    expect(within(closing).getByRole('link', { name: clubContact.phone.display }).getAttribute('href')).toBe(clubContact.phone.href)
    expect(within(closing).getByRole('link', { name: clubContact.email }).getAttribute('href')).toBe(`mailto:${clubContact.email}`)
  })
})
