import { buildCsv, UTF8_BOM } from '../../../domain/csv'
import { clubDate } from '../../../domain/time'
import type { AffiliatedClub } from '../../../domain/contract/affiliated-clubs'

/** The columns of the directory's CSV (spec 1 §7), in order. */
const CLUB_CSV_COLUMNS = [
  'Sr. No',
  'Club Name',
  'Contact Person',
  'Contact Position',
  'Address',
  'Phone',
  'Email',
  'Website',
  'Facilities',
  'Description',
] as const

/** Every club, one row each, with a byte order mark so Excel reads the UTF-8 right. */
export function affiliatedClubsCsv(clubs: readonly AffiliatedClub[]): string {
  const rows = clubs.map((club) => [
    club.sr_no,
    club.name,
    club.contact,
    club.contact_position,
    club.address,
    club.phone,
    club.email,
    club.website,
    club.facility,
    club.description,
  ])
  return UTF8_BOM + buildCsv(CLUB_CSV_COLUMNS, rows)
}

/** 'affiliated-clubs-2026-11-22.csv', dated in the club's zone. */
export function affiliatedClubsCsvName(now: Date): string {
  return `affiliated-clubs-${clubDate(now)}.csv`
}

/** Hands text to the browser as a file download; nothing leaves the device. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns; let them have it first.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
