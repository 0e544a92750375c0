import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { ActivityForm } from './ActivityForm'
import { activityQuery } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import '../events/events.css'

/** /dashboard/sports/new and /dashboard/sports/:activityId/edit. */
export function ActivityFormPage() {
  const activityId = Number(useParams().activityId ?? 0)
  const details = useQuery({ ...activityQuery(activityId), enabled: activityId > 0 })

  if (activityId === 0) {
    return (
      <div>
        <PageTitle>New activity</PageTitle>
        <h1 className="page-heading">New activity</h1>
        <p className="record__meta">A new activity is active at once; add its courts, lanes or tables on its page.</p>
        <ActivityForm />
      </div>
    )
  }
  if (details.isPending) {
    return <LoadingState>Loading the activity…</LoadingState>
  }
  if (details.isError) {
    return (
      <ErrorState
        title="The activity could not be loaded"
        message={sportsFailureMessage(details.error, sportsMessages.fetchActivity)}
        onRetry={() => void details.refetch()}
      />
    )
  }
  const { name } = details.data.activity
  return (
    <div>
      <PageTitle>{`Edit ${name}`}</PageTitle>
      <h1 className="page-heading">Edit {name}</h1>
      <ActivityForm activity={details.data.activity} />
    </div>
  )
}
