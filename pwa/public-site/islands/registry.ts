import type { ComponentType } from 'react'

/**
 * Every island of the public pages by name, each loaded when its page wakes it (site.ts, ADR 031).
 * A name here is all that a page's HTML says of the code that will take the island over.
 */
export const islandLoaders = {
  'gallery-grid': async () => (await import('../components/GalleryGrid')).GalleryGrid,
  'map-embed': async () => (await import('../components/MapEmbed')).MapEmbed,
  'tour-embed': async () => (await import('../components/TourEmbed')).TourEmbed,
  'past-functions': async () => (await import('../events/PastFunctions')).PastFunctions,
  'upcoming-events': async () => (await import('../events/UpcomingEvents')).UpcomingEvents,
  'club-directory': async () => (await import('../affiliations/ClubDirectory')).ClubDirectory,
  facilities: async () => (await import('../services/Facilities')).Facilities,
  'public-activities': async () => (await import('../sports/PublicActivities')).PublicActivities,
  'membership-form': async () => (await import('../membership/MembershipApplicationForm')).MembershipApplicationForm,
} satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof islandLoaders

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islandLoaders, name)
