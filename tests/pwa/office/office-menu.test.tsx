import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { adminMenu, steward, stewardClubMenu } from './fixtures'

const builtAreas = [
  'Members',
  'Member Categories',
  'Events & Bookings',
  'Door Check-in',
  'Sports',
  'Restaurants',
  'Kitchens',
  'Menu Categories',
  'Inventory',
  'Greetings',
  'Approvals',
  'Affiliated Clubs',
  'Users',
  'Roles & Access',
  'Organisations',
]

/** The sidebar has Bulk Upload under Members for a role that may upload (ADR 030); the dashboard's cards do not. */
const sidebarAreas = ['Members', 'Bulk Upload', ...builtAreas.slice(1)]

/** The sidebar's links, once the menu has loaded (until then the sidebar shows placeholders). */
async function sidebarLinks() {
  const areas = await screen.findByRole('navigation', { name: 'Areas' })
  return (await within(areas).findAllByRole('link')).map((link) => link.textContent)
}

async function areaCards() {
  const region = await screen.findByRole('region', { name: 'Your areas' })
  return within(region)
    .getAllByRole('link')
    .map((card) => card.textContent)
}

describe('the office offers only the areas this build has a screen for', () => {
  test("an admin's sidebar and dashboard list exactly the built areas, in the menu's order", async () => {
    stubApi({ 'POST /api/admin/getmenubyrole': { json: { result: adminMenu } } })
    storeRecord('user', staffRecord())
    renderApp('/dashboard')
    expect(await areaCards()).toEqual(builtAreas)
    expect(await sidebarLinks()).toEqual(['Dashboard', ...sidebarAreas])
  })

  test("a steward's dashboard has Members (to look a member up) and the restaurants, nothing they are not granted", async () => {
    stubApi({ 'POST /api/getmenubyrole': { json: { result: stewardClubMenu } } })
    storeRecord('user', steward)
    renderApp('/dashboard')
    expect(await areaCards()).toEqual(['Members', 'Restaurants'])
    expect(screen.queryByRole('link', { name: 'Member Categories' })).toBeNull()
  })

  test('a deep link to an area not built yet still shows the not-found page inside the office', async () => {
    stubApi({ 'POST /api/admin/getmenubyrole': { json: { result: adminMenu } } })
    storeRecord('user', staffRecord())
    renderApp('/dashboard/wallet')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy()
    expect(await sidebarLinks()).toEqual(['Dashboard', ...sidebarAreas])
  })
})
