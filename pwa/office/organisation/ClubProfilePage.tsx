import { useQuery } from '@tanstack/react-query'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { useAreaAccess } from '../restaurants/use-area-access'
import { ClubProfileForm } from './ClubProfileForm'
import { clubOrganisationQuery } from './queries'
import '../restaurants/restaurants.css'
import '../uploads/uploads.css'

/** /dashboard/organisations: the club's own profile (issue 19), read by the public site and every PDF. */
export function ClubProfilePage() {
  const organisation = useQuery(clubOrganisationQuery())
  const access = useAreaAccess('organisations')
  return (
    <div>
      <PageTitle>Club profile</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Club profile</h1>
      </div>
      <p className="page-lead">What the club’s site (contact page, footer, search engines) and every receipt, ticket and invoice print.</p>
      {organisation.isPending && <LoadingState>Loading the club profile…</LoadingState>}
      {organisation.isError && (
        <ErrorState
          title="The club profile could not be loaded"
          message={failureMessage(organisation.error, 'Something went wrong')}
          onRetry={() => void organisation.refetch()}
        />
      )}
      {organisation.isSuccess && !organisation.data && (
        <EmptyState title="No club profile yet">Ask the administrator to set it up.</EmptyState>
      )}
      {organisation.isSuccess && organisation.data && (
        <ClubProfileForm key={organisation.data.updated_at} organisation={organisation.data} canEdit={access.edit} />
      )}
    </div>
  )
}
