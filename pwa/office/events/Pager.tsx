import type { Pagination } from '../../../domain/contract/events'

/** Previous / next with where we are: 'Page 2 of 5 · 43 events'. */
export function Pager({ pagination, noun, onPage }: { pagination: Pagination; noun: string; onPage: (page: number) => void }) {
  const { page, pages, total } = pagination
  if (total === 0) return null
  return (
    <nav className="pager" aria-label={`Pages of ${noun}`}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="pager__where" aria-live="polite">
        Page {page} of {Math.max(pages, 1)} · {total} {noun}
      </span>
      <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  )
}
