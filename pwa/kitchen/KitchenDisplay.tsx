import { useQuery } from '@tanstack/react-query'
import { CookingPot } from 'lucide-react'
import { useSession } from '../auth/use-session'
import { EmptyState } from '../ui/EmptyState'
import { PageTitle } from '../ui/PageTitle'
import { KitchenHeader } from './KitchenHeader'
import { userKitchenQuery } from './queries'
import './kitchen.css'

/**
 * /kitchen: the kitchen's wall display. The name comes from the sign-in record at once and is
 * refreshed from the server; if that fails the display still works with what it has.
 */
export function KitchenDisplay() {
  const cook = useSession('kitchen')
  const kitchen = useQuery({ ...userKitchenQuery(cook?.user_id ?? 0), enabled: cook !== null })
  if (!cook) return null

  const kitchenName = kitchen.data?.name ?? cook.kitchen_name ?? 'Your kitchen'
  return (
    <div className="kitchen">
      <PageTitle>{kitchenName}</PageTitle>
      <KitchenHeader kitchenName={kitchenName} location={kitchen.data?.location} cookName={cook.name} />
      {kitchen.isError && (
        <p className="kitchen__notice" role="alert">
          Could not refresh the kitchen’s details: {kitchen.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void kitchen.refetch()}>
            Try again
          </button>
        </p>
      )}
      <main id="main" className="kitchen__main">
        <h2 className="kitchen__section-title">Open orders</h2>
        <EmptyState title="No open orders" icon={<CookingPot size={56} aria-hidden="true" />}>
          New orders for {kitchenName} will appear here as soon as they are placed.
        </EmptyState>
      </main>
    </div>
  )
}
