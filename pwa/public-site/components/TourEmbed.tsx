import { ExternalLink, LoaderCircle, Rotate3d, TriangleAlert, WifiOff } from 'lucide-react'
import { SiteLink } from '../SiteLink'
import { club } from '../../../domain/club'
import { TOUR_EMBED_URL } from '../content/embeds'
import { EmbedFrame, type EmbedCardState } from './EmbedFrame'
import './embeds.css'

const cardWording: Record<EmbedCardState, { title: string; text: string; icon: typeof WifiOff }> = {
  loading: {
    title: 'Loading the virtual tour…',
    text: 'The tour streams from our tour partner and takes a moment to start.',
    icon: LoaderCircle,
  },
  offline: { title: 'The virtual tour needs an internet connection', text: 'It will appear here when you are back online.', icon: WifiOff },
  failed: { title: 'The virtual tour could not be loaded', text: 'Please try again later.', icon: TriangleAlert },
}

function TourCard({ state }: { state: EmbedCardState }) {
  const { title, text, icon: Icon } = cardWording[state]
  return (
    <div className="embed-placeholder">
      <Icon className="embed-placeholder__icon" aria-hidden="true" size={32} />
      <p className="embed-placeholder__title">{title}</p>
      <p>{text} In the meantime, walk through the club in pictures.</p>
      <p className="embed-placeholder__actions">
        <SiteLink className="button button--primary" to="/gallery">
          See the club gallery
        </SiteLink>
      </p>
    </div>
  )
}

/** The 360-degree virtual tour (spec 1 §2, Club Tour), with the same offline card as the map. */
export function TourEmbed() {
  return (
    <div className="tour-embed">
      <EmbedFrame
        src={TOUR_EMBED_URL}
        title={`360-degree virtual tour of ${club.name}`}
        allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
        className="tour-embed__frame"
        renderCard={(state) => <TourCard state={state} />}
      />
      <p className="tour-embed__caption">
        <Rotate3d aria-hidden="true" size={20} />
        <span>Drag to look around; choose a spot on the floor to walk there.</span>
        <a href={TOUR_EMBED_URL} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={16} />
          Open full screen<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}
