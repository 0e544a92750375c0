import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { updateMemberCategory, type MemberCategory } from '../../../domain/contract/member-categories'
import { formatRupees } from '../../../domain/money'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { useAreaAccess } from '../restaurants/use-area-access'
import { ActiveSwitch } from './ActiveSwitch'
import { CategoryForm } from './CategoryForm'
import { memberCategoriesQuery, memberKeys } from './queries'
import '../restaurants/restaurants.css'
import './members.css'

/** /dashboard/member-categories: the categories with their fees and default credit limits; added, edited, switched off. */
export function MemberCategoriesPage() {
  const categories = useQuery(memberCategoriesQuery())
  const access = useAreaAccess('member-categories')
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const queryClient = useQueryClient()
  const toggle = useMutation({
    mutationFn: (category: MemberCategory) =>
      callApi(updateMemberCategory, { params: { id: category.category_id }, body: { is_active: !category.is_active } }),
    onSuccess: async (answer) => {
      toast.success(`${answer.result.name} ${answer.result.is_active ? 'switched on' : 'switched off'}`)
      await queryClient.invalidateQueries({ queryKey: memberKeys.categories })
    },
    onError: (error) => toast.error(failureMessage(error, 'Failed to update member category')),
  })

  return (
    <div>
      <PageTitle>Member categories</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Member categories</h1>
        {access.create && editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" size={18} /> New category
          </button>
        )}
      </div>
      {editing === 'new' && <CategoryForm onDone={() => setEditing(null)} />}
      {categories.isPending && <LoadingState>Loading member categories…</LoadingState>}
      {categories.isError && (
        <ErrorState
          title="Member categories could not be loaded"
          message={failureMessage(categories.error, 'Something went wrong')}
          onRetry={() => void categories.refetch()}
        />
      )}
      {categories.isSuccess && categories.data.length === 0 && (
        <EmptyState title="No member categories yet">
          Add the club’s categories (Life, Permanent, Corporate…) before enrolling members.
        </EmptyState>
      )}
      {categories.isSuccess && categories.data.length > 0 && (
        <ul className="record-list" aria-label="Member categories">
          {categories.data.map((category) =>
            editing === category.category_id ? (
              <li key={category.category_id}>
                <CategoryForm category={category} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={category.category_id} className="record">
                <div className="record__main">
                  <p className="record__title">{category.name}</p>
                  <p className="record__meta">
                    {[
                      category.description,
                      `Annual fee ${formatRupees(category.annual_fee_paise)}`,
                      `Default credit limit ${formatRupees(category.default_credit_limit_paise)}`,
                      `${category.member_count.toLocaleString('en-IN')} ${category.member_count === 1 ? 'member' : 'members'}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="record__actions">
                  {access.edit ? (
                    <ActiveSwitch
                      name={category.name}
                      isActive={category.is_active}
                      isBusy={toggle.isPending}
                      onToggle={() => toggle.mutate(category)}
                    />
                  ) : (
                    <span className={`status-badge status-badge--${category.is_active ? 'open' : 'muted'}`}>
                      {category.is_active ? 'Active' : 'Switched off'}
                    </span>
                  )}
                  {access.edit && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Edit ${category.name}`}
                      disabled={editing !== null}
                      title={editing !== null ? 'Save or cancel the open form first' : undefined}
                      onClick={() => setEditing(category.category_id)}
                    >
                      Edit
                    </button>
                  )}
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  )
}
