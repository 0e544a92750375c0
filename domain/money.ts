/** Money is kept in integer paise (100 paise = ₹1); people read rupees, grouped the Indian way. */
const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 })
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 180000 → '₹1,800'; 10000000 → '₹1,00,000'; 12345 → '₹123.45' (paise shown only when there are some). */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`An amount in paise must be a whole number, got ${paise}`)
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesAndPaise.format(paise / 100)
}
