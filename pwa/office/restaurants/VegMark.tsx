/** The Indian food mark: a green dot in a square for vegetarian, a red triangle for not. */
export function VegMark({ isVeg }: { isVeg: boolean }) {
  return (
    <span className={`veg-mark veg-mark--${isVeg ? 'veg' : 'non-veg'}`} role="img" aria-label={isVeg ? 'Vegetarian' : 'Non-vegetarian'}>
      <span className="veg-mark__symbol" />
    </span>
  )
}
