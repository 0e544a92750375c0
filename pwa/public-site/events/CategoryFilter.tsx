import { eventCategories, type EventCategory } from './queries'

export type CategoryChoice = 'all' | EventCategory
const choices: readonly CategoryChoice[] = ['all', ...eventCategories]

/** The category buttons of the Upcoming Events page (spec 1 §2); the chosen one is pressed. */
export function CategoryFilter({ chosen, onChoose }: { chosen: CategoryChoice; onChoose: (choice: CategoryChoice) => void }) {
  return (
    <div className="category-filter" role="group" aria-label="Show events by category">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="category-filter__button"
          aria-pressed={chosen === choice}
          onClick={() => onChoose(choice)}
        >
          {choice}
        </button>
      ))}
    </div>
  )
}
