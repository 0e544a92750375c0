/** A category's on/off switch: role="switch", so it reads "Life Member takes new members, on". */
export function ActiveSwitch({
  name,
  isActive,
  isBusy,
  onToggle,
}: {
  name: string
  isActive: boolean
  isBusy: boolean
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      role="switch"
      className={`switch${isActive ? ' switch--on' : ''}`}
      aria-checked={isActive}
      aria-label={`${name} takes new members`}
      disabled={isBusy}
      onClick={onToggle}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text">{isActive ? 'Active' : 'Switched off'}</span>
    </button>
  )
}
