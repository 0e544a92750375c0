import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { SportsPage } from '../../../pwa/public-site/sports/SportsPage'
import { renderInRouter } from './render-page'

describe('the sports and facilities page', () => {
  test('has four tiles that lead to their galleries on the page', () => {
    renderInRouter(<SportsPage />, '/sports')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sports & Facilities')
    const tiles = within(screen.getByRole('region', { name: 'Choose your game' })).getAllByRole('link')
    expect(tiles.map((tile) => [tile.querySelector('.sports-tile__title')?.textContent, tile.getAttribute('href')])).toEqual([
      ['Billiards', '#billiards'],
      ['Golf', '#golf'],
      ['Gym', '#gym'],
      ['Shooting Range', '#shooting-range'],
    ])
    for (const tile of tiles) expect(document.getElementById(tile.getAttribute('href')!.slice(1))).not.toBeNull()
  })

  test('has galleries of 9, 9, 6 and 6 photos, each photo opening the lightbox', () => {
    renderInRouter(<SportsPage />, '/sports')
    const counts = ['Billiards', 'Golf', 'Gym', 'Shooting Range'].map(
      (sport) => within(screen.getByRole('list', { name: `${sport} photos` })).getAllByRole('button').length,
    )
    expect(counts).toEqual([9, 9, 6, 6])
  })

  test('names the other sports too', () => {
    renderInRouter(<SportsPage />, '/sports')
    const others = screen.getByRole('region', { name: 'Also at the club' })
    expect(
      within(others)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Table Tennis', 'Badminton', 'Swimming', 'Squash'])
  })
})
