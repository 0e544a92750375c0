/** Every demo account's password (README, "Demo sign-ins"); a module of its own, so that reading it does not load the demo club. */
export const DEMO_PASSWORD = 'Club@1994'
