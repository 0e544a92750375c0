/**
 * When the club office is open (spec 1 §2, Contact Us). How to reach it (address, phone, e-mail,
 * president) is the club's profile, edited in the office: club-profile.ts.
 */
export const officeHours = 'Monday to Saturday, 10 am to 6 pm'
