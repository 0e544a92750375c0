import { ChefHat } from 'lucide-react'
import { SignOutButton } from '../auth/SignOutButton'

interface KitchenHeaderProps {
  kitchenName: string
  location?: string | null | undefined
  cookName: string
}

/** Readable from across a kitchen: whose display this is and who is signed in. */
export function KitchenHeader({ kitchenName, location, cookName }: KitchenHeaderProps) {
  return (
    <header className="kitchen__header">
      <div className="kitchen__title">
        <ChefHat aria-hidden="true" size={36} />
        <div>
          <h1 className="kitchen__name">{kitchenName}</h1>
          {location && <p className="kitchen__location">{location}</p>}
        </div>
      </div>
      <div className="kitchen__who">
        <span className="kitchen__cook">
          Signed in as <strong>{cookName}</strong>
        </span>
        <SignOutButton kind="kitchen" className="button button--on-dark button--large" />
      </div>
    </header>
  )
}
