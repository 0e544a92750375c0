import { ChefHat, Volume2, VolumeX, Wifi, WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { SignOutButton } from '../auth/SignOutButton'
import { setSoundOn, useSoundOn } from './kitchen-sound'

export type ConnectionState = 'live' | 'syncing' | 'offline' | 'connecting' | 'trouble'

interface KitchenHeaderProps {
  kitchenName: string
  location?: string | null | undefined
  cookName: string
  connection: ConnectionState
  /** The station filter, in the header's row so that the tickets get the screen's height. */
  children?: ReactNode
}

const connectionWords: Record<ConnectionState, string> = {
  live: 'Live',
  syncing: 'Syncing…',
  offline: 'Offline',
  connecting: 'Connecting…',
  trouble: 'Server trouble',
}

/** Readable from across a kitchen: whose display this is, who is signed in, whether it is live. One row on a tablet. */
export function KitchenHeader({ kitchenName, location, cookName, connection, children }: KitchenHeaderProps) {
  const isSoundOn = useSoundOn()
  return (
    <header className="kitchen__header">
      <div className="kitchen__title">
        <ChefHat aria-hidden="true" size={30} />
        <div>
          <h1 className="kitchen__name">{kitchenName}</h1>
          {location && <p className="kitchen__location">{location}</p>}
        </div>
      </div>
      {children}
      <div className="kitchen__who">
        <span className={`kitchen__connection kitchen__connection--${connection}`} role="status">
          {connection === 'offline' || connection === 'trouble' ? (
            <WifiOff aria-hidden="true" size={22} />
          ) : (
            <Wifi aria-hidden="true" size={22} />
          )}
          {connectionWords[connection]}
        </span>
        <button
          type="button"
          className="button button--on-dark button--large kitchen__sound"
          aria-pressed={isSoundOn}
          onClick={() => setSoundOn(!isSoundOn)}
        >
          {isSoundOn ? <Volume2 aria-hidden="true" size={22} /> : <VolumeX aria-hidden="true" size={22} />}
          <span className="kitchen__sound-label">{isSoundOn ? 'Sound on' : 'Sound off'}</span>
        </button>
        <span className="kitchen__cook">
          Signed in as <strong>{cookName}</strong>
        </span>
        <SignOutButton kind="kitchen" className="button button--on-dark button--large" />
      </div>
    </header>
  )
}
