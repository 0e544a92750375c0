/**
 * The public pages a search engine should know (spec 1 §2), for sitemap.xml. Sign-in doors, the
 * password reset and the approval viewer are public but not content; they stay out.
 * tests/pwa/app/site-files.test.ts keeps this list equal to the public routes in pwa/routes.tsx.
 */
export const indexablePublicPaths = [
  '/',
  '/about',
  '/occasions',
  '/services',
  '/clubtour',
  '/gallery',
  '/sports',
  '/contact',
  '/events',
  '/function',
  '/affiliations',
  '/request-membership',
  '/privacypolicy',
  '/refundpolicy',
] as const

/** Public routes that are doors or tools, not pages to find in a search engine. */
export const unlistedPublicPaths = [
  '/login',
  '/member-login',
  '/control',
  '/register',
  '/forgot-password/:type',
  '/approval/view/:id?',
] as const
