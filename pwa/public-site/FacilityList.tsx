export function FacilityList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id} className="content-section__title">
        {title}
      </h2>
      <ul className="tick-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
