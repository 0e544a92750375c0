import { Pause, Play } from 'lucide-react'
import './rotation-controls.css'

interface RotationControlsProps {
  count: number
  index: number
  onSelect: (index: number) => void
  /** Names one dot: 'Go to slide 3'. */
  labelFor: (position: number) => string
  isPlaying: boolean
  canPlay: boolean
  onTogglePlaying: () => void
  /** What the pause button stops: 'slideshow', 'testimonials'. */
  subject: string
  tone?: 'light' | 'dark'
}

/** The dots under a slideshow, and the pause button WCAG asks for on anything that moves by itself. */
export function RotationControls({
  count,
  index,
  onSelect,
  labelFor,
  isPlaying,
  canPlay,
  onTogglePlaying,
  subject,
  tone = 'light',
}: RotationControlsProps) {
  if (count < 2) return null
  return (
    <div className={`rotation-controls rotation-controls--${tone}`}>
      {canPlay && (
        <button
          type="button"
          className="rotation-controls__toggle"
          onClick={onTogglePlaying}
          aria-label={isPlaying ? `Pause ${subject}` : `Play ${subject}`}
          data-subject={subject}
          data-playing={isPlaying}
        >
          {/* Both, one shown by data-playing (CSS): a page's script changes only that (islands/rotation.ts). */}
          <Pause aria-hidden="true" size={16} className="rotation-controls__pause" />
          <Play aria-hidden="true" size={16} className="rotation-controls__play" />
        </button>
      )}
      <div className="rotation-controls__dots">
        {Array.from({ length: count }, (_, position) => (
          <button
            key={position}
            type="button"
            className="rotation-controls__dot"
            aria-label={labelFor(position + 1)}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => onSelect(position)}
          />
        ))}
      </div>
    </div>
  )
}
