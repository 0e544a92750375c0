/** A restaurant's open/closed switch: role="switch", so it reads "Zafraan open for orders, on". */
export function OpenSwitch({ name, isOpen, isBusy, onToggle }: { name: string; isOpen: boolean; isBusy: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      className={`switch${isOpen ? ' switch--on' : ''}`}
      aria-checked={isOpen}
      aria-label={`${name} open for orders`}
      disabled={isBusy}
      onClick={onToggle}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text">{isOpen ? 'Open' : 'Closed'}</span>
    </button>
  )
}
