interface AllDayPanelProps {
  totals: { name: string; quantity: number }[]
}

/** "All day": how many of each dish are still to be cooked, across every open ticket. */
export function AllDayPanel({ totals }: AllDayPanelProps) {
  return (
    <aside className="all-day" aria-labelledby="all-day-title">
      <h2 id="all-day-title" className="kitchen__section-title">
        All day
      </h2>
      {totals.length === 0 ? (
        <p className="all-day__empty">Nothing to cook.</p>
      ) : (
        <ul className="all-day__list">
          {totals.map((total) => (
            <li key={total.name}>
              <span className="all-day__quantity">{total.quantity}</span> {total.name}
            </li>
          ))}
        </ul>
      )}
    </aside>
  )
}
