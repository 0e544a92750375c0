import { LogIn, LogOut, Volume2, VolumeX } from 'lucide-react'
import type { CheckinType } from '../../domain/check-in'
import type { DoorCounters } from './door-list'
import { setDoorSoundOn, useDoorSoundOn } from './door-preferences'

interface DoorHeaderProps {
  title: string
  counters: DoorCounters | undefined
  mode: CheckinType
  onModeChange: (mode: CheckinType) => void
  view: 'scan' | 'supervisor'
  onViewChange: (view: 'scan' | 'supervisor') => void
  onChangeEvent: () => void
}

/**
 * The event and its live counters in two short lines, then every switch of the door in one compact
 * bar (entry or exit, scan or supervisor, sound), so that the scanner below starts high on a phone.
 */
export function DoorHeader({ title, counters, mode, onModeChange, view, onViewChange, onChangeEvent }: DoorHeaderProps) {
  const isSoundOn = useDoorSoundOn()
  return (
    <header className="door__header">
      <div className="door__title-row">
        <h1 className="door__title">{title}</h1>
        <button type="button" className="door__small-button" aria-label="Change event" onClick={onChangeEvent}>
          Change
        </button>
      </div>
      <p className="door__counters" aria-live="polite">
        <span>
          Checked in <strong>{counters?.checkedIn ?? '–'}</strong> of <strong>{counters?.total ?? '–'}</strong>
        </span>
        <span>
          Inside now <strong>{counters?.insideNow ?? '–'}</strong>
        </span>
      </p>
      <div className="door__controls" role="toolbar" aria-label="Door settings">
        <div className="door__segmented" role="group" aria-label="Scan mode">
          <button type="button" aria-pressed={mode === 'entry'} onClick={() => onModeChange('entry')}>
            <LogIn aria-hidden="true" size={20} /> Entry
          </button>
          <button type="button" aria-pressed={mode === 'exit'} onClick={() => onModeChange('exit')}>
            <LogOut aria-hidden="true" size={20} /> Exit
          </button>
        </div>
        <div className="door__segmented" role="group" aria-label="View">
          <button type="button" aria-pressed={view === 'scan'} onClick={() => onViewChange('scan')}>
            Scan
          </button>
          <button type="button" aria-pressed={view === 'supervisor'} onClick={() => onViewChange('supervisor')}>
            Supervisor
          </button>
        </div>
        <button
          type="button"
          className="door__toggle"
          aria-pressed={isSoundOn}
          aria-label="Sound"
          title={isSoundOn ? 'Sound on' : 'Sound off'}
          onClick={() => setDoorSoundOn(!isSoundOn)}
        >
          {isSoundOn ? <Volume2 aria-hidden="true" size={22} /> : <VolumeX aria-hidden="true" size={22} />}
        </button>
      </div>
    </header>
  )
}
