import { PolicyPage } from './PolicyPage'
import { privacySections } from './privacy-sections'
import { termsSections } from './terms-sections'

const parts = [
  { id: 'terms', title: 'Terms and Conditions', sections: termsSections },
  { id: 'privacy', title: 'Privacy Policy', sections: privacySections },
]

/** Terms and Conditions plus Privacy Policy: one static page, effective 1 April 2025 (spec 1 §2). */
export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      meta={{
        title: 'Terms and Privacy Policy',
        description:
          'The terms of use of the New Friends Club website and app, and how the club collects, uses and protects personal data.',
        path: '/privacypolicy',
      }}
      title="Terms and Conditions and Privacy Policy"
      lead={
        <p>
          Effective <time dateTime="2025-04-01">1 April 2025</time>
        </p>
      }
      parts={parts}
    />
  )
}
