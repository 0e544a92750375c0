import type { AdminAffiliatedClub } from '../../../domain/contract/affiliated-clubs'
import { numberFromText } from '../../forms/use-contract-form'

/** The affiliated club form as typed: the request's field names, the Sr. No still as text. */
export interface ClubFormValues {
  sr_no: string
  name: string
  contact: string
  contact_position: string
  address: string
  phone: string
  email: string
  website: string
  facility: string
  description: string
  is_active: boolean
}

export const clubFormValues = (club?: AdminAffiliatedClub): ClubFormValues => ({
  sr_no: club ? String(club.sr_no) : '',
  name: club?.name ?? '',
  contact: club?.contact ?? '',
  contact_position: club?.contact_position ?? '',
  address: club?.address ?? '',
  phone: club?.phone ?? '',
  email: club?.email ?? '',
  website: club?.website ?? '',
  facility: club?.facility ?? '',
  description: club?.description ?? '',
  is_active: club?.is_active ?? true,
})

/** What the contract reads: an empty Sr. No takes the next one. */
export const clubRequest = (values: ClubFormValues) => ({
  ...values,
  sr_no: values.sr_no.trim() === '' ? undefined : numberFromText(values.sr_no),
})

/** A club matches a search by its name, place, contact or facilities, in any case. */
export function matchesSearch(club: AdminAffiliatedClub, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const text = [club.name, club.address, club.contact, club.facility, club.email].filter(Boolean).join(' ').toLowerCase()
  return words.every((word) => text.includes(word))
}
