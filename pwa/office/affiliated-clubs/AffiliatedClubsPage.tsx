import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { TextField } from '../../ui/TextField'
import { Pager } from '../events/Pager'
import { useAreaAccess } from '../restaurants/use-area-access'
import { AffiliatedClubForm } from './AffiliatedClubForm'
import { AffiliatedClubRow } from './AffiliatedClubRow'
import { matchesSearch } from './club-form'
import { adminClubsQuery } from './queries'
import '../restaurants/restaurants.css'
import '../events/events.css'
import '../uploads/uploads.css'

const PER_PAGE = 20

/** /dashboard/affiliated-clubs: the directory of affiliated clubs, lapsed ones too; the public page follows each change. */
export function AffiliatedClubsPage() {
  const clubs = useQuery(adminClubsQuery())
  const access = useAreaAccess('affiliated-clubs')
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const found = clubs.data?.filter((club) => matchesSearch(club, search)) ?? []
  const pages = Math.max(1, Math.ceil(found.length / PER_PAGE))
  const shownPage = Math.min(page, pages)
  const shown = found.slice((shownPage - 1) * PER_PAGE, shownPage * PER_PAGE)
  const activeCount = clubs.data?.filter((club) => club.is_active).length ?? 0

  return (
    <div>
      <PageTitle>Affiliated clubs</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Affiliated clubs</h1>
        {access.create && editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" size={18} /> New club
          </button>
        )}
      </div>
      {clubs.isSuccess && (
        <p className="page-lead">
          {activeCount} active of {clubs.data.length}: the active ones are listed on the club’s Affiliations page.
        </p>
      )}
      {editing === 'new' && <AffiliatedClubForm onDone={() => setEditing(null)} />}
      <div className="club-search">
        <TextField
          label="Search"
          type="search"
          value={search}
          onChange={(value) => {
            setSearch(value)
            setPage(1)
          }}
          hint="Name, city, contact or facilities"
        />
      </div>
      {clubs.isPending && <LoadingState>Loading affiliated clubs…</LoadingState>}
      {clubs.isError && (
        <ErrorState
          title="Affiliated clubs could not be loaded"
          message={failureMessage(clubs.error, 'Failed to fetch affiliated clubs')}
          onRetry={() => void clubs.refetch()}
        />
      )}
      {clubs.isSuccess && found.length === 0 && (
        <EmptyState title={search ? 'No club matches the search' : 'No affiliated clubs yet'}>
          {search ? 'Try fewer words, or another spelling.' : 'Add the clubs the club is affiliated with.'}
        </EmptyState>
      )}
      {clubs.isSuccess && found.length > 0 && (
        <>
          <ul className="record-list" aria-label="Affiliated clubs">
            {shown.map((club) =>
              editing === club._id ? (
                <li key={club._id}>
                  <AffiliatedClubForm club={club} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <AffiliatedClubRow
                  key={club._id}
                  club={club}
                  access={access}
                  isFormOpen={editing !== null}
                  onEdit={() => setEditing(club._id)}
                />
              ),
            )}
          </ul>
          <Pager pagination={{ page: shownPage, pages, total: found.length, limit: PER_PAGE }} noun="clubs" onPage={setPage} />
        </>
      )}
    </div>
  )
}
