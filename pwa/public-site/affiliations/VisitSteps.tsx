import { club } from '../../../domain/club'
import { SectionHeading } from '../components/SectionHeading'

const steps = [
  {
    title: 'Contact the club',
    text: 'Before you travel, call or e-mail the affiliated club (its details are in the directory below) to check what is open to visiting members and to book a room. Our office can send a letter of introduction if the club asks for one.',
  },
  {
    title: 'Present your membership card',
    text: `At the host club’s reception, show your ${club.name} membership card with a photo ID.`,
  },
  {
    title: 'Enjoy the benefits',
    text: 'Use the rooms, dining and sports the host club offers you, and settle your bills with it at its rates before you leave.',
  },
]

/** The three-step guide of the affiliations page (spec 1 §2); its section is the page's. */
export function VisitSteps() {
  return (
    <>
      <SectionHeading id="visit-steps-title" eyebrow="How it works" title="Visiting an affiliated club" />
      <ol className="visit-steps">
        {steps.map((step) => (
          <li key={step.title} className="visit-steps__step">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </>
  )
}
