import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { Bill } from '../../../domain/contract/restaurant-bills'
import { billPaymentLabels, billPaymentMethods, billStatuses } from '../../../domain/restaurant-bills'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { Pager } from '../events/Pager'
import { restaurantsQuery } from '../restaurants/queries'
import { BillList } from './BillList'
import { billsQuery, type BillFilters } from './queries'
import './bills.css'

const statusLabels = { closed: 'Closed', voided: 'Voided' } as const
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text)
const isMemberNumber = (text: string) => /^[A-Za-z0-9-]{2,20}$/.test(text.trim())

/** Only filters the server would accept go out: a half-typed day or member number waits. */
function requestOf(form: FormFilters, page: number): BillFilters {
  return {
    page: String(page),
    ...(form.restaurant_id ? { restaurant_id: form.restaurant_id } : {}),
    ...(form.status ? { status: form.status as Bill['status'] } : {}),
    ...(form.payment_method ? { payment_method: form.payment_method as Bill['payment_method'] } : {}),
    ...(isMemberNumber(form.member_id) ? { member_id: form.member_id.trim() } : {}),
    ...(isDay(form.from) ? { from: form.from } : {}),
    ...(isDay(form.to) && (!isDay(form.from) || form.to >= form.from) ? { to: form.to } : {}),
  }
}

interface FormFilters {
  restaurant_id: string
  status: string
  payment_method: string
  member_id: string
  from: string
  to: string
}
const noFilters: FormFilters = { restaurant_id: '', status: '', payment_method: '', member_id: '', from: '', to: '' }

/** /dashboard/restaurants/bills: the restaurants' bills, newest first, with filters; open one to print or void it. */
export function BillsPage() {
  const [form, setForm] = useState<FormFilters>(noFilters)
  const [page, setPage] = useState(1)
  const restaurants = useQuery(restaurantsQuery())
  const bills = useQuery(billsQuery(requestOf(form, page)))
  const change = (name: keyof FormFilters) => (value: string) => {
    setForm({ ...form, [name]: value })
    setPage(1)
  }
  const toError = isDay(form.to) && isDay(form.from) && form.to < form.from ? 'must be on or after From' : undefined

  return (
    <div>
      <PageTitle>Bills</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Bills</h1>
        <Link className="button" to="/dashboard/inventory/reports?report=sales-by-day">
          Sales reports
        </Link>
      </div>
      <form className="panel filters bills-filters" role="search" aria-label="Find bills" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Restaurant"
          value={form.restaurant_id}
          onChange={change('restaurant_id')}
          emptyLabel="All restaurants"
          options={(restaurants.data ?? []).map((restaurant) => ({ value: String(restaurant.restaurant_id), label: restaurant.name }))}
        />
        <SelectField
          label="Status"
          value={form.status}
          onChange={change('status')}
          emptyLabel="Any status"
          options={billStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
        />
        <SelectField
          label="Payment"
          value={form.payment_method}
          onChange={change('payment_method')}
          emptyLabel="Any payment"
          options={billPaymentMethods.map((method) => ({ value: method, label: billPaymentLabels[method] }))}
        />
        <TextField label="Member number" value={form.member_id} onChange={change('member_id')} placeholder="M1001" maxLength={20} />
        <TextField label="From" type="date" value={form.from} onChange={change('from')} />
        <TextField label="To" type="date" value={form.to} onChange={change('to')} error={toError} />
      </form>

      {bills.isPending && <LoadingState>Loading bills…</LoadingState>}
      {bills.isError && (
        <ErrorState
          title="Bills could not be loaded"
          message={failureMessage(bills.error, 'Could not load the bills. Please try again.')}
          onRetry={() => void bills.refetch()}
        />
      )}
      {bills.isSuccess && bills.data.result.length === 0 && (
        <EmptyState title="No bills found">
          {Object.values(form).every((value) => !value) ? 'Bills closed on the floor appear here.' : 'No bill matches these filters.'}
        </EmptyState>
      )}
      {bills.isSuccess && bills.data.result.length > 0 && (
        <>
          <BillList bills={bills.data.result} />
          <Pager pagination={bills.data.pagination} noun="bills" onPage={setPage} />
        </>
      )}
    </div>
  )
}
