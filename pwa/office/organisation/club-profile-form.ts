import type { Organisation } from '../../../domain/contract/organisations'
import { listFromText } from '../../forms/use-contract-form'

/** The club profile form as typed: the request's field names; phones and links as text. */
export interface ClubProfileFormValues {
  name: string
  address_line: string
  locality: string
  city: string
  state: string
  pin_code: string
  phones: string
  email: string
  website: string
  president_name: string
  president_title: string
  chat_number: string
  gstin: string
  logo_url: string
  /** One link a line: 'Instagram https://www.instagram.com/club'. */
  social_links: string
}

export const clubProfileFormValues = (organisation: Organisation): ClubProfileFormValues => ({
  name: organisation.name,
  address_line: organisation.address_line,
  locality: organisation.locality,
  city: organisation.city,
  state: organisation.state,
  pin_code: organisation.pin_code,
  phones: organisation.phones.join(', '),
  email: organisation.email ?? '',
  website: organisation.website ?? '',
  president_name: organisation.president_name ?? '',
  president_title: organisation.president_title ?? '',
  chat_number: organisation.chat_number ?? '',
  gstin: organisation.gstin ?? '',
  logo_url: organisation.logo_url ?? '',
  social_links: organisation.social_links.map((link) => `${link.label} ${link.url}`).join('\n'),
})

/** 'Instagram https://…' → {label, url}: the address is the line's last word, the label what comes before it. */
export function linksFromText(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(.*?)\s+(\S+)$/.exec(line)
      return match ? { label: match[1]!, url: match[2]! } : { label: line, url: '' }
    })
}

/** What the contract's organisation schema reads. */
export const clubProfileRequest = (values: ClubProfileFormValues) => ({
  ...values,
  phones: listFromText(values.phones),
  logo_url: values.logo_url || null,
  social_links: linksFromText(values.social_links),
})
