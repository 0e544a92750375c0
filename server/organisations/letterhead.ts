import { addressOneLine, type ClubProfileFields } from '../../domain/club-profile.js'
import { muted, type pageWriter } from '../event-bookings/pdf-page.js'

type Writer = ReturnType<typeof pageWriter>

/** The head of a receipt or invoice: the club's name, address, how to reach it, and its GSTIN where it has one. */
export function writeLetterhead(write: Writer, profile: ClubProfileFields) {
  write.text(profile.name, { size: 20, isBold: true, gapAfter: 0 })
  write.text(addressOneLine(profile), { size: 9, color: muted, gapAfter: 0 })
  const reach = [profile.phones[0] && `Phone ${profile.phones[0]}`, profile.email].filter(Boolean).join(' · ')
  if (reach) write.text(reach, { size: 9, color: muted, gapAfter: 0 })
  if (profile.gstin) write.text(`GSTIN ${profile.gstin}`, { size: 9, color: muted, gapAfter: 0 })
  write.skip(16)
}
