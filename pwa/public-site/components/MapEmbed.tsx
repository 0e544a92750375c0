import { ExternalLink, LoaderCircle, MapPin, TriangleAlert, WifiOff } from 'lucide-react'
import { useId } from 'react'
import { useClubProfile } from '../club-profile'
import { mapEmbedUrl, mapsLink } from '../content/embeds'
import { EmbedFrame, type EmbedCardState } from './EmbedFrame'
import { SectionHeading } from './SectionHeading'
import './embeds.css'

export const MAP_TITLE = 'Club in New Friends Colony, Delhi'

const cardWording: Record<EmbedCardState, { title: string; icon: typeof WifiOff }> = {
  loading: { title: 'Loading the map…', icon: LoaderCircle },
  offline: { title: 'The map needs an internet connection', icon: WifiOff },
  failed: { title: 'The map could not be loaded', icon: TriangleAlert },
}

function MapCard({ state }: { state: EmbedCardState }) {
  const { title, icon: Icon } = cardWording[state]
  const profile = useClubProfile()
  return (
    <div className="embed-placeholder">
      <Icon className="embed-placeholder__icon" aria-hidden="true" size={32} />
      <p className="embed-placeholder__title">{title}</p>
      <address className="embed-placeholder__address">
        <MapPin aria-hidden="true" size={18} />
        {profile.name}, {profile.addressOneLine}
      </address>
      <a className="button button--primary" href={mapsLink(profile.mapQuery)} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" size={18} />
        Open in Maps
      </a>
    </div>
  )
}

/** The map of the club (spec 1 §2); offline, a card with the address and a link to a maps app. */
export function MapEmbed() {
  const headingId = useId()
  const profile = useClubProfile()
  return (
    <section className="map-embed" aria-labelledby={headingId}>
      <div className="map-embed__inner">
        <SectionHeading id={headingId} eyebrow="Find us" title={MAP_TITLE} isCentred />
        <EmbedFrame
          src={mapEmbedUrl(profile.mapQuery)}
          title={`Map: ${profile.name}, ${profile.addressOneLine}`}
          className="map-embed__frame"
          renderCard={(state) => <MapCard state={state} />}
        />
        <p className="map-embed__caption">
          <span>
            <MapPin aria-hidden="true" size={18} />
            {profile.addressOneLine}
          </span>
          <a href={mapsLink(profile.mapQuery)} target="_blank" rel="noopener noreferrer">
            Get directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  )
}
