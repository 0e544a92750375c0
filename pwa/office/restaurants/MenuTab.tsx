import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Fragment, useState } from 'react'
import { toast } from 'sonner'
import { formatRupees } from '../../../domain/money'
import { callApi } from '../../api/client'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { failureMessage } from '../../api/failure'
import { restaurantDefaults } from './failure'
import { groupByCategory } from './menu-categories'
import { MenuItemForm } from './MenuItemForm'
import { menuQuery, restaurantKeys } from './queries'
import { RecipeEditor } from './RecipeEditor'
import { updateMenuItem, type MenuItem } from '../../../domain/contract/restaurants'
import type { MenuEntry } from '../queries'
import { VegMark } from './VegMark'
import { LoadingState } from '../../ui/LoadingState'

type Panel = { kind: 'new' } | { kind: 'edit'; item: MenuItem } | { kind: 'recipe'; item: MenuItem } | null

/** A restaurant's menu by category: add and edit dishes, switch them on and off, read recipes. */
export function MenuTab({ restaurantId, access }: { restaurantId: number; access: MenuEntry['access'] }) {
  const queryClient = useQueryClient()
  const menu = useQuery(menuQuery(restaurantId))
  const [panel, setPanel] = useState<Panel>(null)

  // The box moves at once (a dish running out is switched off mid-service); a refusal puts it back.
  const menuKey = restaurantKeys.menu(restaurantId)
  const setAvailable = useMutation({
    mutationFn: ({ item, isAvailable }: { item: MenuItem; isAvailable: boolean }) =>
      callApi(updateMenuItem, { params: { menuItemId: item.menu_item_id }, body: { is_available: isAvailable } }),
    onMutate: async ({ item, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: menuKey })
      const before = queryClient.getQueryData<MenuItem[]>(menuKey)
      queryClient.setQueryData<MenuItem[]>(menuKey, (items) =>
        items?.map((candidate) => (candidate._id === item._id ? { ...candidate, is_available: isAvailable } : candidate)),
      )
      return { before }
    },
    onSuccess: (_answer, { item, isAvailable }) => toast.success(`${item.name} is ${isAvailable ? 'back on' : 'off'} the menu`),
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(menuKey, context.before)
      toast.error(failureMessage(error, restaurantDefaults.updateRestaurantMenu))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKey }),
  })

  if (menu.isPending) {
    return <LoadingState>Loading the menu…</LoadingState>
  }
  if (menu.isError)
    return (
      <ErrorState
        title="The menu could not be loaded"
        message={failureMessage(menu.error, restaurantDefaults.fetchMenuItems)}
        onRetry={() => void menu.refetch()}
      />
    )

  const close = () => setPanel(null)
  // One dish form at a time: opening another would throw away what was typed in this one.
  const isFormOpen = panel?.kind === 'new' || panel?.kind === 'edit'
  return (
    <div>
      {access.create && panel === null && (
        <button type="button" className="button button--primary" onClick={() => setPanel({ kind: 'new' })}>
          <Plus aria-hidden="true" size={18} /> Add dish
        </button>
      )}
      {panel?.kind === 'new' && <MenuItemForm restaurantId={restaurantId} onDone={close} />}
      {menu.data.length === 0 && panel === null && <EmptyState title="No dishes yet">This menu is empty.</EmptyState>}
      {groupByCategory(menu.data).map((group) => (
        <Fragment key={group.category}>
          <h2 className="menu-category">{group.category}</h2>
          <ul className="record-list" aria-label={group.category}>
            {group.items.map((item) => (
              <li key={item._id}>
                {panel?.kind === 'edit' && panel.item._id === item._id ? (
                  <MenuItemForm restaurantId={restaurantId} item={item} onDone={close} />
                ) : (
                  <div className="record">
                    <VegMark isVeg={item.is_veg} />
                    <div className="record__main">
                      <p className="record__title">{item.name}</p>
                      <p className="record__meta">
                        {[item.station && `Station: ${item.station}`, `Order ${item.sort_order}`].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                    <span className="record__price">{formatRupees(item.price_paise)}</span>
                    <div className="record__actions">
                      {access.edit ? (
                        <label className="checkbox">
                          <input
                            type="checkbox"
                            checked={item.is_available}
                            disabled={setAvailable.isPending}
                            onChange={(event) => setAvailable.mutate({ item, isAvailable: event.target.checked })}
                          />
                          Available
                        </label>
                      ) : (
                        !item.is_available && <span className="status-badge status-badge--muted">Not available</span>
                      )}
                      <button type="button" className="button button--secondary" onClick={() => setPanel({ kind: 'recipe', item })}>
                        Recipe
                      </button>
                      {access.edit && (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`Edit ${item.name}`}
                          disabled={isFormOpen}
                          title={isFormOpen ? 'Save or cancel the open form first' : undefined}
                          onClick={() => setPanel({ kind: 'edit', item })}
                        >
                          Edit
                        </button>
                      )}
                    </div>
                  </div>
                )}
                {panel?.kind === 'recipe' && panel.item._id === item._id && (
                  <RecipeEditor item={item} canEdit={access.edit} onDone={close} />
                )}
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </div>
  )
}
