/** The header menu, in the order of spec 1 §2's table. */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Club' },
  { to: '/occasions', label: 'Club Functions' },
  { to: '/services', label: 'Services' },
  { to: '/clubtour', label: 'Club Tour' },
  { to: '/events', label: 'Events' },
  { to: '/affiliations', label: 'Affiliations' },
  { to: '/contact', label: 'Contact Us' },
] as const

/** The footer's own labels (spec 1 §2): Services, Club Tour is /gallery there, Office Login... */
export const footerLinks = [
  { to: '/services', label: 'Services' },
  { to: '/gallery', label: 'Club Tour' },
  { to: '/login', label: 'Office Login' },
  { to: '/privacypolicy', label: 'Privacy Policy' },
  { to: '/refundpolicy', label: 'Refund Policy' },
  { to: '/contact', label: 'Contact' },
] as const
