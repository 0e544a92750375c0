/** The event, booking and coupon schemas' field shapes: the contract's, and the club day's arithmetic. */
export {
  bookingSearchTerm,
  clubDay,
  couponCode,
  emailAddress,
  flag,
  flagText,
  instant,
  limit,
  memberNumber,
  mobileNumber,
  omitEmpty,
  optionalText,
  page,
  searchTerm,
  wholeNumber,
  wholeNumberText,
} from '../../domain/contract/fields.js'
export { addDays, startOfClubDay } from '../../domain/time.js'
