/** A decorative spinner: the text beside it (or an aria-busy region) carries the meaning. */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />
}
