import './section-heading.css'

interface SectionHeadingProps {
  id: string
  title: string
  /** A short line above the title, in gold: 'Celebrate with us'. */
  eyebrow?: string
  level?: 2 | 3
  isCentred?: boolean
  isOnDark?: boolean
}

/** A section's title in the site's manner: a small gold line, the serif title, a gold rule. */
export function SectionHeading({ id, title, eyebrow, level = 2, isCentred = false, isOnDark = false }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const classes = ['section-heading', isCentred && 'section-heading--centred', isOnDark && 'section-heading--on-dark']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={classes}>
      {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
    </div>
  )
}
