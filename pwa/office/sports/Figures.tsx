/** A row of labelled figures. */
export function Figures({ label, figures }: { label: string; figures: [string, string][] }) {
  return (
    <dl className="figures" aria-label={label}>
      {figures.map(([name, value]) => (
        <div key={name} className="figures__item">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
