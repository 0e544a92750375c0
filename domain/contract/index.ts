import * as affiliatedClubs from './affiliated-clubs.js'
import * as approvals from './approvals.js'
import * as audit from './audit.js'
import * as auth from './auth.js'
import * as bulkUploads from './bulk-uploads.js'
import * as control from './control.js'
import * as dashboard from './dashboard.js'
import type { Endpoint } from './endpoint.js'
import * as greetings from './greetings.js'
import * as greetingSettings from './greeting-settings.js'
import * as kitchenOrders from './kitchen-orders.js'
import * as door from './door.js'
import * as eventBookingsDesk from './event-bookings-desk.js'
import * as eventBookingsLookup from './event-bookings-lookup.js'
import * as eventBookingsManage from './event-bookings-manage.js'
import * as eventBookingsMember from './event-bookings-member.js'
import * as eventBookingsOffice from './event-bookings-office.js'
import * as events from './events.js'
import * as facilities from './facilities.js'
import * as kitchens from './kitchens.js'
import * as memberCategories from './member-categories.js'
import * as menuCategories from './menu-categories.js'
import * as store from './store.js'
import * as members from './members.js'
import * as membershipApplications from './membership-applications.js'
import * as memberAccounts from './member-accounts.js'
import * as organisations from './organisations.js'
import * as passwordReset from './password-reset.js'
import * as platform from './platform.js'
import * as reports from './reports.js'
import * as restaurantBills from './restaurant-bills.js'
import * as restaurants from './restaurants.js'
import * as roles from './roles.js'
import * as sportsActivities from './sports-activities.js'
import * as sportsAnalytics from './sports-analytics.js'
import * as sportsBookings from './sports-bookings.js'
import * as sportsItems from './sports-items.js'
import * as sportsMember from './sports-member.js'
import * as sportsSchedule from './sports-schedule.js'
import * as sync from './sync.js'
import * as users from './users.js'
import * as uploads from './uploads.js'

/** The areas of the contract; each new area's module is listed here once. */
const areas: Record<string, unknown>[] = [
  platform,
  auth,
  kitchens,
  kitchenOrders,
  restaurants,
  roles,
  sportsActivities,
  sportsItems,
  sportsSchedule,
  sportsBookings,
  sportsMember,
  sportsAnalytics,
  affiliatedClubs,
  passwordReset,
  sync,
  events,
  eventBookingsManage,
  eventBookingsOffice,
  eventBookingsDesk,
  eventBookingsMember,
  eventBookingsLookup,
  door,
  users,
  control,
  members,
  memberCategories,
  memberAccounts,
  bulkUploads,
  uploads,
  organisations,
  facilities,
  restaurantBills,
  dashboard,
  audit,
  approvals,
  menuCategories,
  store,
  reports,
  greetings,
  membershipApplications,
  greetingSettings,
]

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value

/** Every endpoint of the API, as the contract declares them. */
export const allEndpoints: readonly Endpoint[] = areas.flatMap((area) => Object.values(area).filter(isEndpoint))

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '[^/]+')}$`)
const patterns = new Map(allEndpoints.map((endpoint) => [endpoint, patternOf(endpoint.path)]))

/** The endpoint a request is for: a literal path wins over one with parameters, as the server's router decides. */
export function endpointFor(method: string, pathname: string): Endpoint | undefined {
  const matching = allEndpoints.filter((endpoint) => endpoint.method === method.toLowerCase() && patterns.get(endpoint)!.test(pathname))
  return matching.find((endpoint) => !endpoint.path.includes(':')) ?? matching[0]
}
