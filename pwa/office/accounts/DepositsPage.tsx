import { PageTitle } from '../../ui/PageTitle'
import { useAreaAccess } from '../restaurants/use-area-access'
import { AccountsNav } from './AccountsNav'
import { ChequesPanel } from './ChequesPanel'
import { DepositForm } from './DepositForm'
import '../restaurants/restaurants.css'
import '../events/events.css'
import './accounts.css'

/** /dashboard/accounts/deposits: record money members pay in; move the cheques waiting to clear. */
export function DepositsPage() {
  const access = useAreaAccess('accounts')
  return (
    <div>
      <PageTitle>Deposits and cheques</PageTitle>
      <h1 className="page-heading">Deposits and cheques</h1>
      <AccountsNav />
      <div className="accounts-columns">
        {access.create && <DepositForm />}
        <ChequesPanel canEdit={access.edit} />
      </div>
    </div>
  )
}
