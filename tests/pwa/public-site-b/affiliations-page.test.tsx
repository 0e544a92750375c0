import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import type { AffiliatedClub } from '../../../domain/contract/affiliated-clubs'
import { clubDate } from '../../../domain/time'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { club, clubs } from './fixtures'

const config = { 'GET /api/public/config': { json: { chatNumber: '919810012345' } } }
const directory = (data: AffiliatedClub[]) => ({ ...config, 'GET /api/affiliated-clubs/public': { json: { data } } })

// Scoped to the pager: role queries over a 100-row table are slow in jsdom.
const pager = () => within(document.querySelector<HTMLElement>('nav[aria-label="Directory pages"]')!)
const pageButtons = () =>
  pager()
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent))
const currentPage = () => pager().getByRole('button', { current: 'page' }).textContent
const shownNames = () => [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('strong')!.textContent)

/** RFC 4180, enough to read back what the page wrote: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let isQuoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') isQuoted = false
      else field += char
    } else if (char === '"') isQuoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      index++
    } else field += char
  }
  return records
}

// The pages are lazy routes: load their code before the first findBy's one-second clock starts.
beforeAll(async () => {
  await Promise.all([import('../../../pwa/public-site/affiliations/AffiliationsPage')])
})

describe('the Club Affiliations page', () => {
  test('tells of the network of 102 clubs, the three steps, and links the printable guide for download', async () => {
    stubApi(directory(clubs(3)))
    renderApp('/affiliations')
    expect(await screen.findByRole('heading', { level: 1, name: 'Club Affiliations' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Affiliated with 102 clubs' })).toBeTruthy()
    for (const benefit of ['Reciprocal rooms', 'Dining and bars', 'Sports'])
      expect(screen.getByRole('heading', { level: 3, name: benefit })).toBeTruthy()
    const steps = screen.getByRole('heading', { name: 'Visiting an affiliated club' }).parentElement!.nextElementSibling!
    expect(
      within(steps as HTMLElement)
        .getAllByRole('heading', { level: 3 })
        .map((step) => step.textContent),
    ).toEqual(['Contact the club', 'Present your membership card', 'Enjoy the benefits'])
    const download = screen.getByRole('link', { name: 'Download the guide' })
    expect(download.getAttribute('href')).toBe('/docs/affiliations-guide.html')
    expect(download.hasAttribute('download')).toBe(true)
    expect(document.title).toBe('Club Affiliations · New Friends Club')
  })

  test('lists the clubs 20 to a page with every column, and a dash for a club with no website', async () => {
    const noWebsite = club(2, { name: 'Hill Club', website: null, phone: '+44 20 7930 1234' })
    stubApi(directory([club(1), noWebsite, ...clubs(25).slice(2)]))
    renderApp('/affiliations')
    expect(await screen.findByText('Showing 1–20 of 25 clubs')).toBeTruthy()
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Sr. No',
      'Club Name',
      'Contact',
      'Address',
      'Contact Info',
      'Website',
    ])
    expect(document.querySelectorAll('tbody tr')).toHaveLength(20)
    expect((screen.getByRole('combobox', { name: 'Clubs per page' }) as HTMLSelectElement).value).toBe('20')

    const rows = document.querySelectorAll('tbody tr')
    const cells = [...rows[0]!.querySelectorAll<HTMLElement>('td')]
    expect(cells[0]!.textContent).toBe('1')
    expect(cells[1]!.textContent).toBe('Club Number 1Rooms, Dining, Bar')
    expect(cells[2]!.textContent).toBe('Secretary 1Secretary')
    expect(cells[3]!.textContent).toBe('1 Mall Road, Shimla - 171001, Himachal Pradesh')
    expect(within(cells[4]!).getByRole('link', { name: '0177-2650000' }).getAttribute('href')).toBe('tel:01772650000')
    expect(within(cells[4]!).getByRole('link', { name: 'secretary@club1.example.in' }).getAttribute('href')).toBe(
      'mailto:secretary@club1.example.in',
    )
    const visit = within(cells[5]!).getByRole('link', { name: /^Visit/ })
    expect(visit.getAttribute('href')).toBe('https://www.club1.example.in')
    expect(visit.getAttribute('target')).toBe('_blank')
    expect(visit.getAttribute('rel')).toContain('noopener')

    const hill = [...rows[1]!.querySelectorAll<HTMLElement>('td')]
    expect(hill[5]!.textContent).toBe('-')
    expect(within(hill[4]!).getByRole('link', { name: '+44 20 7930 1234' }).getAttribute('href')).toBe('tel:+442079301234')
  })

  test('at most five page buttons, around the current page, at the start, in the middle and at the end', async () => {
    stubApi(directory(clubs(102)))
    const app = renderApp('/affiliations')
    await screen.findByText('Showing 1–20 of 102 clubs')
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Clubs per page' }), '10')
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5])
    expect(pager().getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true)

    await app.user.click(pager().getByRole('button', { name: 'Page 5' }))
    await app.user.click(pager().getByRole('button', { name: 'Next' }))
    expect(currentPage()).toBe('6')
    expect(pageButtons()).toEqual([4, 5, 6, 7, 8])
    expect(screen.getByText('Showing 51–60 of 102 clubs')).toBeTruthy()
    expect(shownNames()[0]).toBe('Club Number 51')

    for (let page = 7; page <= 11; page++) await app.user.click(pager().getByRole('button', { name: 'Next' }))
    expect(currentPage()).toBe('11')
    expect(pageButtons()).toEqual([7, 8, 9, 10, 11])
    expect(pager().getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
    expect(shownNames()).toEqual(['Club Number 101', 'Club Number 102'])

    await app.user.click(pager().getByRole('button', { name: 'Previous' }))
    expect(currentPage()).toBe('10')
  })

  test('changing the page size goes back to page 1', async () => {
    stubApi(directory(clubs(102)))
    const app = renderApp('/affiliations')
    await screen.findByText('Showing 1–20 of 102 clubs')
    await app.user.click(pager().getByRole('button', { name: 'Page 3' }))
    expect(screen.getByText('Showing 41–60 of 102 clubs')).toBeTruthy()

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Clubs per page' }), '50')
    expect(currentPage()).toBe('1')
    expect(screen.getByText('Showing 1–50 of 102 clubs')).toBeTruthy()
    expect(pageButtons()).toEqual([1, 2, 3])

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Clubs per page' }), '100')
    expect(pageButtons()).toEqual([1, 2])
    expect(document.querySelectorAll('tbody tr')).toHaveLength(100)
    expect(
      within(screen.getByRole('combobox', { name: 'Clubs per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50', '100'])
  })

  describe('Download CSV', () => {
    let saved: { blob: Blob; fileName: string } | undefined
    beforeEach(() => {
      saved = undefined
      let blob: Blob | undefined
      // The browser's file download is the edge of the world here: keep what it was given.
      URL.createObjectURL = vi.fn((object: Blob | MediaSource) => ((blob = object as Blob), 'blob:affiliated-clubs'))
      URL.revokeObjectURL = vi.fn()
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        if (this.href === 'blob:affiliated-clubs' && blob) saved = { blob, fileName: this.download }
      })
    })
    afterEach(() => {
      delete (URL as Partial<typeof URL>).createObjectURL
      delete (URL as Partial<typeof URL>).revokeObjectURL
    })

    test('writes every club, not just the page, quoting commas, quotes and line breaks, with a BOM for Excel', async () => {
      const awkward = club(3, {
        name: 'The "Royal" Club, Colaba',
        address: 'Apollo Bunder,\nColaba, Mumbai - 400001',
        description: 'Founded in 1846; "the oldest"\r\nclub in the city.',
        website: null,
        contact: null,
      })
      const all = [club(1), club(2), awkward, ...clubs(45).slice(3)]
      stubApi(directory(all))
      const app = renderApp('/affiliations')
      await screen.findByText('Showing 1–20 of 45 clubs')
      await app.user.click(screen.getByRole('button', { name: 'Download CSV' }))

      expect(saved!.fileName).toBe(`affiliated-clubs-${clubDate(new Date())}.csv`)
      expect(saved!.fileName).toMatch(/^affiliated-clubs-\d{4}-\d{2}-\d{2}\.csv$/)
      expect(saved!.blob.type).toBe('text/csv;charset=utf-8')
      const bytes = new Uint8Array(await saved!.blob.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)

      expect(text.split('\r\n')[0]).toBe(
        'Sr. No,Club Name,Contact Person,Contact Position,Address,Phone,Email,Website,Facilities,Description',
      )
      expect(text).toContain(
        '3,"The ""Royal"" Club, Colaba",,Secretary,"Apollo Bunder,\nColaba, Mumbai - 400001",0177-2650000,secretary@club3.example.in,,"Rooms, Dining, Bar","Founded in 1846; ""the oldest""\r\nclub in the city."\r\n',
      )
      const records = parseCsv(text)
      expect(records).toHaveLength(46)
      expect(records.slice(1).map((record) => record[1])).toEqual(all.map((entry) => entry.name))
      expect(records.every((record) => record.length === 10)).toBe(true)
      expect(records[3]).toEqual([
        '3',
        'The "Royal" Club, Colaba',
        '',
        'Secretary',
        'Apollo Bunder,\nColaba, Mumbai - 400001',
        '0177-2650000',
        'secretary@club3.example.in',
        '',
        'Rooms, Dining, Bar',
        'Founded in 1846; "the oldest"\r\nclub in the city.',
      ])
    })
  })

  test("a failed load says 'Failed to load affiliated clubs', and Try Again asks again", async () => {
    let attempt = 0
    stubApi({
      ...config,
      'GET /api/affiliated-clubs/public': () =>
        ++attempt === 1
          ? { status: 500, json: { message: 'Something went wrong on the server. Please try again.', code: 'internal' } }
          : { json: { data: clubs(3) } },
    })
    const app = renderApp('/affiliations')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to load affiliated clubs')).toBeTruthy()
    await app.user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Showing 1–3 of 3 clubs')).toBeTruthy()
    expect(attempt).toBe(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test("shows a loading state first, and 'No Affiliated Clubs Available' when there are none", async () => {
    let answer: (reply: unknown) => void = () => {}
    // Made up front: the request may go out after the loading state shows (the cache is being restored).
    const reply = new Promise((resolve) => (answer = resolve))
    stubApi({ ...config, 'GET /api/affiliated-clubs/public': () => reply as never })
    renderApp('/affiliations')
    expect(await screen.findByText('Loading affiliated clubs…')).toBeTruthy()
    answer({ json: { data: [] } })
    expect(await screen.findByText('No Affiliated Clubs Available')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true))
  })
})
