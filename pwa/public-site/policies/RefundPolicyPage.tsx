import { PolicyPage } from './PolicyPage'
import { refundSections } from './refund-sections'

/** Refund Policy (spec 1 §§2, 9). */
export function RefundPolicyPage() {
  return (
    <PolicyPage
      meta={{
        title: 'Refund Policy',
        description: 'When New Friends Club refunds membership fees and event bookings, how to ask, and how soon the money comes back.',
        path: '/refundpolicy',
      }}
      title="Refund Policy"
      lead={<p>Refunds of membership fees and event bookings, and how to ask for one.</p>}
      parts={[{ id: 'refunds', title: 'Refund Policy', sections: refundSections }]}
    />
  )
}
