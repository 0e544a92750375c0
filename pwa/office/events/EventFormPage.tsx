import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage } from '../../api/failure'
import { EventForm } from './EventForm'
import { eventDefaults } from './failure'
import { eventQuery } from './queries'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'

/** /dashboard/events/new and /dashboard/events/:eventId/edit. */
export function EventFormPage() {
  const eventId = Number(useParams().eventId ?? 0)
  const event = useQuery({ ...eventQuery(eventId), enabled: eventId > 0 })

  if (eventId === 0) {
    return (
      <div>
        <PageTitle>New event</PageTitle>
        <h1 className="page-heading">New event</h1>
        <p className="record__meta">A new event is a draft: members and the public see it once it is published.</p>
        <EventForm />
      </div>
    )
  }
  if (event.isPending) {
    return <LoadingState>Loading the event…</LoadingState>
  }
  if (event.isError) {
    return (
      <ErrorState
        title="The event could not be loaded"
        message={failureMessage(event.error, eventDefaults.fetchEvents)}
        onRetry={() => void event.refetch()}
      />
    )
  }
  const { title } = event.data.event
  return (
    <div>
      <PageTitle>{`Edit ${title}`}</PageTitle>
      <h1 className="page-heading">Edit {title}</h1>
      <EventForm event={event.data.event} />
    </div>
  )
}
