import { EmailLink } from './EmailLink'
import type { AffiliatedClub } from '../../../domain/contract/affiliated-clubs'

/** 'tel:' takes digits and a leading '+' only: '011-2683 0000' → 'tel:01126830000'. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const isWebAddress = (value: string | null): value is string => value !== null && /^https?:\/\//i.test(value)

/**
 * One page of the directory. On narrow screens the CSS lays each row out as a card with the
 * column names beside the values; the explicit roles keep it a table for screen readers then.
 */
export function ClubTable({ clubs }: { clubs: readonly AffiliatedClub[] }) {
  return (
    <table className="club-table" role="table">
      <caption className="visually-hidden">Affiliated clubs, with their contact person, address, phone, e-mail and website</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            Sr. No
          </th>
          <th role="columnheader" scope="col">
            Club Name
          </th>
          <th role="columnheader" scope="col">
            Contact
          </th>
          <th role="columnheader" scope="col">
            Address
          </th>
          <th role="columnheader" scope="col">
            Contact Info
          </th>
          <th role="columnheader" scope="col">
            Website
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {clubs.map((club) => (
          <tr key={club._id} role="row">
            <td role="cell" className="club-table__number" data-label="Sr. No">
              {club.sr_no}
            </td>
            <td role="cell" className="club-table__name" data-label="Club Name">
              <strong>{club.name}</strong>
              {club.facility && <span className="club-table__detail">{club.facility}</span>}
            </td>
            {/* One element per cell: on phones the cell is a grid of its label and this value. */}
            <td role="cell" data-label="Contact">
              <div>
                {club.contact ?? '-'}
                {club.contact_position && <span className="club-table__detail">{club.contact_position}</span>}
              </div>
            </td>
            <td role="cell" data-label="Address">
              <div>{club.address ?? '-'}</div>
            </td>
            <td role="cell" data-label="Contact Info">
              <div className="club-table__reach">
                {club.phone && <a href={telHref(club.phone)}>{club.phone}</a>}
                {club.email && <EmailLink email={club.email} />}
                {!club.phone && !club.email && '-'}
              </div>
            </td>
            <td role="cell" data-label="Website">
              <div>
                {isWebAddress(club.website) ? (
                  <a href={club.website} target="_blank" rel="noopener noreferrer">
                    Visit<span className="visually-hidden"> the website of {club.name} (opens in a new tab)</span>
                  </a>
                ) : (
                  '-'
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
