import { useState } from 'react'
import { readJson, saveJson } from '../app/local-storage'
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
        <button
          key={station}
          type="button"
          className="stations__button"
          aria-pressed={station === selected}
          onClick={() => onSelect(station)}
        >
          {stationLabel(station)}
        </button>
      ))}
    </div>
  )
}

const stationKey = (kitchenId: number) => `kitchen-station:${kitchenId}`

/**
 * The station this tablet shows, kept on the device: a tandoor-only tablet stays on Tandoor through
 * a reload. The caller shows 'All' while the kitchen's stations are unknown or no longer list it.
 */
export function useStation(kitchenId: number): [string, (station: string) => void] {
  const [station, setStation] = useState(() => {
    const stored = readJson(stationKey(kitchenId))
    return typeof stored === 'string' ? stored : ALL_STATIONS
  })
  const choose = (next: string) => {
    saveJson(stationKey(kitchenId), next)
    setStation(next)
  }
  return [station, choose]
}
