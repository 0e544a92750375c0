/** Money is kept in integer paise (100 paise = ₹1); people read rupees, grouped the Indian way. */
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 180000 → '₹1,800'; 10000000 → '₹1,00,000'; 12345 → '₹123.45' (paise shown only when there are some). */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`An amount in paise must be a whole number, got ${paise}`)
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesAndPaise.format(paise / 100)
}

/** Paise shown as rupees for typing over: 45000 → '450', 45050 → '450.50'. */
export const paiseToRupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2))

/** Rupees as people type them: '450' → 45000, '450.5' → 45050, '₹1,250.75' → 125075; anything else (or more than 2 decimals) → null. */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '')
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match) return null
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(paise) ? paise : null
}
