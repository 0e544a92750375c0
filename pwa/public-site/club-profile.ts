import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  defaultClubProfile,
  profilePlaceholders,
  publicClubProfile as publicView,
  type ClubProfileFields,
  type PublicClubProfile,
} from '../../domain/club-profile'
import type { ResponseOf } from '../../domain/contract/endpoint'
import type { publicClubProfile } from '../../domain/contract/organisations'
import { publicReadPaths } from '../../domain/contract/public-reads'
import { readPublic } from './public-read'

/**
 * The club's profile on the public pages (ADR 026). At build time each field is a placeholder that
 * the server fills in when it serves the page; in the browser the first render prints what the
 * server handed over with the page (`<script id="club-profile">`), so it matches the HTML, and a
 * page kept by the service worker since an older visit asks the API for the current profile.
 */
interface HandedProfile {
  profile: ClubProfileFields
  servedAt: number
}

let handed: { text: string; profile: HandedProfile | null } | undefined

/** What the server handed over with the page, read once per page it served. */
function handedProfile(): HandedProfile | null {
  if (typeof document === 'undefined') return null
  const text = document.getElementById('club-profile')?.textContent ?? ''
  if (handed?.text !== text) handed = { text, profile: parsed(text) }
  return handed.profile
}

function parsed(text: string): HandedProfile | null {
  try {
    return text ? (JSON.parse(text) as HandedProfile) : null
  } catch {
    return null
  }
}

export const clubProfileQuery = queryOptions({
  queryKey: ['club-profile'],
  queryFn: async (): Promise<ClubProfileFields> =>
    (await readPublic<ResponseOf<typeof publicClubProfile>>(publicReadPaths.clubProfile)).data,
  staleTime: 60_000,
})

const isBuildTime = import.meta.env.SSR

function useProfileQuery(): ClubProfileFields {
  const fromPage = handedProfile()
  const { data } = useQuery({
    ...clubProfileQuery,
    initialData: fromPage?.profile ?? defaultClubProfile,
    // With no profile handed over (the dev server, the app's tests) the defaults count as fresh.
    initialDataUpdatedAt: () => fromPage?.servedAt ?? Date.now(),
    enabled: !isBuildTime,
  })
  return data
}

/** The profile's fields as the public pages print them. */
export function useClubProfile(): PublicClubProfile {
  const data = useProfileQuery()
  return useMemo(() => (isBuildTime ? profilePlaceholders() : publicView(data)), [data])
}

/** The profile with its lists (phones, social links), for what a build-time page does not print. */
export const useClubProfileFields = useProfileQuery
