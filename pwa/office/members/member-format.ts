import { memberStatuses, relationLabel, type MemberStatus } from '../../../domain/members'
import { formatRupees } from '../../../domain/money'

export const statusLabel = (status: MemberStatus) => status.charAt(0).toUpperCase() + status.slice(1)
export const statusOptions = memberStatuses.map((status) => ({ value: status, label: statusLabel(status) }))

/** The badge's colour: active green, suspended red, resigned and deceased grey. */
export const statusTone = (status: MemberStatus) => (status === 'active' ? 'open' : status === 'suspended' ? 'closed' : 'muted')

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** '1979-03-14' → '14 Mar 1979'; none → ''. */
export const formatDay = (day: string | null | undefined) => (day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '')

/** '9810043210' → '98100 43210', as people read a mobile number. */
export const formatMobile = (mobile: string | null) =>
  mobile && /^\d{10}$/.test(mobile) ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : (mobile ?? '')

export const formatLimit = (paise: number) => formatRupees(paise)

export { relationLabel }
