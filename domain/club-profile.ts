/**
 * The club's own profile (issue 19, "organisations"): how to reach it and what its papers say. The
 * office edits it; the public site's contact page, footer and JSON-LD and every PDF read it. These
 * are the values the site held as constants before the profile existed: the demo's, and what a new
 * database starts with (ADR 026).
 */
export interface SocialLink {
  label: string
  url: string
}

export interface ClubProfileFields {
  name: string
  /** Street and block: 'Club Road, D Block'. */
  address_line: string
  locality: string
  city: string
  state: string
  pin_code: string
  /** The office's numbers, the first shown first. */
  phones: string[]
  email: string | null
  website: string | null
  president_name: string | null
  president_title: string | null
  /** Digits with the country code, as wa.me wants them: the public site's chat button. */
  chat_number: string | null
  gstin: string | null
  logo_url: string | null
  social_links: SocialLink[]
}

export const defaultClubProfile: ClubProfileFields = {
  name: 'New Friends Club',
  address_line: 'Club Road, D Block',
  locality: 'New Friends Colony',
  city: 'New Delhi',
  state: 'Delhi',
  pin_code: '110025',
  phones: ['+91 11 2683 1994'],
  email: 'office@newfriendsclub.in',
  website: 'https://www.newfriendsclub.in/',
  president_name: 'Mr. Rajiv Khanna',
  president_title: 'President',
  chat_number: '919810012345',
  gstin: null,
  logo_url: null,
  social_links: [
    { label: 'Facebook', url: 'https://www.facebook.com/newfriendsclub' },
    { label: 'Instagram', url: 'https://www.instagram.com/newfriendsclub' },
  ],
}

/** 'Club Road, D Block, New Friends Colony, New Delhi, Delhi 110025': for a maps search, a PDF, reading aloud. */
export function addressOneLine(profile: Pick<ClubProfileFields, 'address_line' | 'locality' | 'city' | 'state' | 'pin_code'>): string {
  return [profile.address_line, profile.locality, `${profile.city}, ${profile.state} ${profile.pin_code}`].filter(Boolean).join(', ')
}

/** '+91 11 2683 1994' → 'tel:+911126831994'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** 'https://www.newfriendsclub.in/' → 'www.newfriendsclub.in'. */
export const websiteLabel = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '')

/**
 * The profile as the public pages print it: flat text only, so that a page rendered at build time
 * can hold a placeholder for each field that the server fills in when it serves the page (ADR 026).
 */
export interface PublicClubProfile {
  name: string
  addressLine: string
  locality: string
  city: string
  state: string
  pinCode: string
  addressOneLine: string
  phone: string
  phoneHref: string
  email: string
  emailHref: string
  website: string
  websiteLabel: string
  presidentName: string
  presidentTitle: string
  /** 'New Friends Club, New Friends Colony, New Delhi, Delhi 110025': what a maps search looks for. */
  mapQuery: string
}

export function publicClubProfile(profile: ClubProfileFields): PublicClubProfile {
  const phone = profile.phones[0] ?? ''
  return {
    name: profile.name,
    addressLine: profile.address_line,
    locality: profile.locality,
    city: profile.city,
    state: profile.state,
    pinCode: profile.pin_code,
    addressOneLine: addressOneLine(profile),
    phone,
    phoneHref: phone ? telHref(phone) : '',
    email: profile.email ?? '',
    emailHref: profile.email ? `mailto:${profile.email}` : '',
    website: profile.website ?? '',
    websiteLabel: profile.website ? websiteLabel(profile.website) : '',
    presidentName: profile.president_name ?? '',
    presidentTitle: profile.president_title ?? '',
    mapQuery: `${profile.name}, ${profile.locality}, ${profile.city}, ${profile.state} ${profile.pin_code}`,
  }
}

/** The placeholder a build-time page holds for a field: letters and '@' and ':', which HTML leaves alone. */
export const profilePlaceholder = (field: keyof PublicClubProfile) => `@@club:${field}@@`

/** Every field as its placeholder: what the public pages are rendered with at build time. */
export function profilePlaceholders(): PublicClubProfile {
  const fields = Object.keys(publicClubProfile(defaultClubProfile)) as (keyof PublicClubProfile)[]
  return Object.fromEntries(fields.map((field) => [field, profilePlaceholder(field)])) as unknown as PublicClubProfile
}
