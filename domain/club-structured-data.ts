import { club } from './club.js'
import { defaultClubProfile, type ClubProfileFields } from './club-profile.js'

/**
 * The club for search engines (schema.org): a sports club that is also a members' social club.
 * Written into the pages at build time from the default profile, and again by the server from the
 * club's current profile each time it serves a page (ADR 026).
 */
export function clubStructuredData(siteUrl: string, profile: ClubProfileFields = defaultClubProfile) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsClub',
    '@id': `${siteUrl}/#club`,
    name: profile.name,
    alternateName: club.shortName,
    description: `A members' social and sports club in ${club.place}, founded on ${club.foundedOn}.`,
    url: `${siteUrl}/`,
    logo: profile.logo_url ? `${siteUrl}${profile.logo_url}` : `${siteUrl}/icons/icon-512.png`,
    image: `${siteUrl}/images/og-cover-1200.jpg`,
    foundingDate: '1994-01-23',
    ...(profile.phones[0] ? { telephone: profile.phones[0] } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: profile.address_line,
      addressLocality: `${profile.locality}, ${profile.city}`,
      addressRegion: profile.state,
      postalCode: profile.pin_code,
      addressCountry: 'IN',
    },
    amenityFeature: [...club.facilities, ...club.sports].map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
  }
}

/** JSON in a script element: '<' must not close the element early. */
export const structuredDataText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
