import { club } from '../../../domain/club'

const facts = [
  { figure: '1994', label: `Founded on ${club.foundedOn}` },
  { figure: '1800+', label: 'Members' },
  { figure: String(club.affiliatedClubCount), label: 'Affiliated clubs' },
  { figure: '40–250', label: 'Guests in our banquet halls' },
]

/** The club in four figures (spec 1 §1, §9). */
export function ClubFacts() {
  return (
    <section className="facts-strip" aria-label="The club in figures">
      <ul className="facts-strip__list">
        {facts.map((fact) => (
          <li key={fact.label} className="facts-strip__item">
            <span className="facts-strip__figure">{fact.figure}</span>
            <span className="facts-strip__label">{fact.label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
