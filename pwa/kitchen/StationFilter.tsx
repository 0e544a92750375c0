import { ALL_STATIONS, stationLabel } from './kitchen-board'

interface StationFilterProps {
  stations: readonly string[]
  selected: string
  onSelect: (station: string) => void
}

/** Big buttons, one per station of the kitchen, and 'All'. */
export function StationFilter({ stations, selected, onSelect }: StationFilterProps) {
  if (stations.length === 0) return null
  return (
    <div className="stations" role="group" aria-label="Station">
      {[ALL_STATIONS, ...stations].map((station) => (
        <button key={station} type="button" className="stations__button" aria-pressed={station === selected} onClick={() => onSelect(station)}>
          {stationLabel(station)}
        </button>
      ))}
    </div>
  )
}
