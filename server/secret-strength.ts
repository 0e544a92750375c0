/** Words people leave in a secret they were told to replace. */
const placeholders = [
  'changeme',
  'change-me',
  'change_me',
  'replaceme',
  'replace-me',
  'your-secret',
  'your_secret',
  'yoursecret',
  'placeholder',
  'example',
]

/** The shortest part that, repeated, makes the whole text ('abcabcab' → 3); the text's length when none does. */
function shortestPeriod(text: string): number {
  for (let period = 1; period <= text.length / 2; period++) {
    let isPeriod = true
    for (let index = period; index < text.length && isPeriod; index++) isPeriod = text[index] === text[index - period]
    if (isPeriod) return period
  }
  return text.length
}

/** The longest run of characters each one after the other ('abcdef', '98765'). */
function longestSequence(text: string): number {
  let longest = 1
  let run = 1
  let step = 0
  for (let index = 1; index < text.length; index++) {
    const difference = text.charCodeAt(index) - text.charCodeAt(index - 1)
    run = Math.abs(difference) === 1 && (difference === step || run === 1) ? run + 1 : 1
    step = run === 1 ? 0 : difference
    longest = Math.max(longest, run)
  }
  return longest
}

/**
 * Why a signing secret is trivially guessable, or undefined when it is not: one character repeated,
 * a short part repeated, few different characters, a long run in alphabet or digit order, or a
 * placeholder left in. A random value (`openssl rand -base64 48`) never is.
 */
export function weakSecretReason(secret: string): string | undefined {
  const lower = secret.toLowerCase()
  if (new Set(secret).size === 1) return 'is one character repeated'
  if (shortestPeriod(secret) <= secret.length / 2) return 'is a short part repeated'
  if (new Set(lower).size < 8) return 'uses fewer than 8 different characters'
  if (longestSequence(lower) >= 12) return 'has a long run of characters in alphabet or digit order'
  const placeholder = placeholders.find((word) => lower.includes(word))
  if (placeholder) return `contains the placeholder "${placeholder}"`
  return undefined
}
