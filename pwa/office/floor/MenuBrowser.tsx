import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { formatRupees } from '../../../domain/money'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { Spinner } from '../../ui/Spinner'
import { failureMessage } from '../../api/failure'
import { restaurantDefaults } from '../restaurants/failure'
import { groupByCategory } from '../restaurants/menu-categories'
import { menuQuery } from '../restaurants/queries'
import type { MenuItem } from '../../../domain/contract/restaurants'
import { VegMark } from '../restaurants/VegMark'

/** The restaurant's dishes that can be ordered now, by category; a tap adds one. */
export function MenuBrowser({
  restaurantId,
  onAdd,
  quantityOf,
}: {
  restaurantId: number
  onAdd: (dish: MenuItem) => void
  quantityOf: (menuItemId: number) => number
}) {
  const menu = useQuery(menuQuery(restaurantId))
  const [category, setCategory] = useState<string | null>(null)

  if (menu.isPending) {
    return (
      <p className="floor__loading" aria-busy="true">
        <Spinner /> Loading the menu…
      </p>
    )
  }
  if (menu.isError) {
    return (
      <ErrorState
        title="The menu could not be loaded"
        message={failureMessage(menu.error, restaurantDefaults.fetchMenuItems)}
        onRetry={() => void menu.refetch()}
      />
    )
  }
  const groups = groupByCategory(menu.data.filter((dish) => dish.is_available))
  if (groups.length === 0) return <EmptyState title="Nothing to order">No dish on this menu is available right now.</EmptyState>
  const shown = groups.filter((group) => category === null || group.category === category)

  return (
    <section className="floor-menu" aria-labelledby="floor-menu-title">
      <h2 id="floor-menu-title" className="floor__heading">
        Menu
      </h2>
      <div className="chips" role="group" aria-label="Categories">
        <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
          All
        </button>
        {groups.map((group) => (
          <button
            key={group.category}
            type="button"
            className="chip"
            aria-pressed={category === group.category}
            onClick={() => setCategory(group.category)}
          >
            {group.category}
          </button>
        ))}
      </div>
      {shown.map((group) => (
        <section key={group.category} aria-label={group.category}>
          <h3 className="floor-menu__category">{group.category}</h3>
          <ul className="floor-dishes">
            {group.items.map((dish) => {
              const quantity = quantityOf(dish.menu_item_id)
              return (
                <li key={dish._id}>
                  <button
                    type="button"
                    className="floor-dish"
                    onClick={() => onAdd(dish)}
                    aria-label={`Add ${dish.name}, ${formatRupees(dish.price_paise)}`}
                  >
                    <VegMark isVeg={dish.is_veg} />
                    <span className="floor-dish__name">{dish.name}</span>
                    <span className="floor-dish__price">{formatRupees(dish.price_paise)}</span>
                    {quantity > 0 ? <span className="floor-dish__count">×{quantity}</span> : <Plus aria-hidden="true" size={20} />}
                  </button>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </section>
  )
}
