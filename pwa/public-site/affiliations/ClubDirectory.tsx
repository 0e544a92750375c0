import { useQuery } from '@tanstack/react-query'
import { Download, RefreshCw } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { EmptyState } from '../../ui/EmptyState'
import { Spinner } from '../../ui/Spinner'
import { SectionHeading } from '../components/SectionHeading'
import { affiliatedClubsCsv, affiliatedClubsCsvName, saveTextFile } from './clubs-csv'
import { ClubTable } from './ClubTable'
import { Pager } from './Pager'
import { affiliatedClubsQuery } from './queries'
import './club-directory.css'

/** Page sizes offered and the default (spec 1 §9). */
const PAGE_SIZES = [10, 20, 50, 100] as const
const DEFAULT_PAGE_SIZE = 20

/** The directory of affiliated clubs: loading, then error, empty or the paginated table (spec 1 §4). */
export function ClubDirectory() {
  const clubs = useQuery(affiliatedClubsQuery)
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE)
  const [page, setPage] = useState(1)
  const topRef = useRef<HTMLDivElement>(null)
  const pageSizeId = useId()

  const all = clubs.data ?? []
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize))
  // A refetch may shrink the list under the visitor; never show a page past the end.
  const current = Math.min(page, pageCount)
  const firstIndex = (current - 1) * pageSize
  const shown = all.slice(firstIndex, firstIndex + pageSize)

  const goTo = (next: number) => {
    setPage(next)
    // Keep the top of the new page in view when the pager was reached by scrolling down.
    const top = topRef.current
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' })
  }

  return (
    <section className="site-section" aria-labelledby="club-directory-title">
      <div className="site-section__inner">
        <div ref={topRef} className="club-directory__head">
          <div>
            <SectionHeading id="club-directory-title" eyebrow="Directory" title="Affiliated clubs" />
            <p>Call or write to a club before you visit: each club’s office is listed with it.</p>
          </div>
          <button
            type="button"
            className="button button--secondary"
            disabled={all.length === 0}
            onClick={() => saveTextFile(affiliatedClubsCsvName(new Date()), affiliatedClubsCsv(all), 'text/csv;charset=utf-8')}
          >
            <Download aria-hidden="true" size={18} />
            Download CSV
          </button>
        </div>

        {clubs.isPending ? (
          <div className="club-directory__status" role="status">
            <Spinner />
            <p>Loading affiliated clubs…</p>
          </div>
        ) : clubs.isError ? (
          <div className="error-state" role="alert">
            <p className="error-state__title">Failed to load affiliated clubs</p>
            <p className="error-state__message">{clubs.error.message}</p>
            <button type="button" className="button button--secondary" onClick={() => void clubs.refetch()} disabled={clubs.isFetching}>
              <RefreshCw aria-hidden="true" size={18} />
              Try Again
            </button>
          </div>
        ) : all.length === 0 ? (
          <EmptyState title="No Affiliated Clubs Available">
            <p>The directory is being updated. Please ask the club office about visiting an affiliated club.</p>
          </EmptyState>
        ) : (
          <>
            <div className="club-directory__toolbar">
              <p className="club-directory__count" aria-live="polite">
                Showing {firstIndex + 1}–{firstIndex + shown.length} of {all.length} clubs
              </p>
              <label className="club-directory__size" htmlFor={pageSizeId}>
                Clubs per page
                <select
                  id={pageSizeId}
                  className="field__input"
                  value={pageSize}
                  onChange={(change) => {
                    setPageSize(Number(change.target.value))
                    setPage(1)
                  }}
                >
                  {PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <ClubTable clubs={shown} />
            <Pager page={current} pageCount={pageCount} onPage={goTo} />
          </>
        )}
      </div>
    </section>
  )
}
