import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageWindow } from './page-window'

/** Previous, at most five page numbers around the current one, Next (spec 1 §9). */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null
  return (
    <nav className="pager" aria-label="Directory pages">
      <button type="button" className="pager__button pager__step" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" size={18} />
        Previous
      </button>
      <ul className="pager__numbers">
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pager__button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pager__button pager__step" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next
        <ChevronRight aria-hidden="true" size={18} />
      </button>
    </nav>
  )
}
