import { LogIn, LogOut, Volume2, VolumeX } from 'lucide-react'
import type { CheckinType } from '../../domain/check-in'
import { setDoorSoundOn, useDoorSoundOn } from './door-preferences'

interface DoorHeaderProps {
  title: string
  counters: { checkedIn: number; total: number; insideNow: number } | undefined
  mode: CheckinType
  onModeChange: (mode: CheckinType) => void
  view: 'scan' | 'supervisor'
  onViewChange: (view: 'scan' | 'supervisor') => void
  onChangeEvent: () => void
}

/** The event, the live counters, entry/exit, sound, and the switch to the supervisor's view. */
export function DoorHeader({ title, counters, mode, onModeChange, view, onViewChange, onChangeEvent }: DoorHeaderProps) {
  const isSoundOn = useDoorSoundOn()
  return (
    <header className="door__header">
      <div className="door__title-row">
        <h1 className="door__title">{title}</h1>
        <button type="button" className="door__small-button" onClick={onChangeEvent}>
          Change event
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
      <div className="door__controls">
        <div className="door__segmented" role="group" aria-label="Scan mode">
          <button type="button" aria-pressed={mode === 'entry'} onClick={() => onModeChange('entry')}>
            <LogIn aria-hidden="true" size={22} /> Entry
          </button>
          <button type="button" aria-pressed={mode === 'exit'} onClick={() => onModeChange('exit')}>
            <LogOut aria-hidden="true" size={22} /> Exit
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
        <button type="button" className="door__toggle" aria-pressed={isSoundOn} onClick={() => setDoorSoundOn(!isSoundOn)}>
          {isSoundOn ? <Volume2 aria-hidden="true" size={22} /> : <VolumeX aria-hidden="true" size={22} />} Sound
        </button>
      </div>
    </header>
  )
}
