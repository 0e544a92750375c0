import { Link, useParams } from 'react-router-dom'
import { useSession } from '../auth/use-session'
import { EmptyState } from '../ui/EmptyState'
import { DependentCard } from './DependentCard'
import { MemberFrame } from './MemberFrame'

/** /member/dependents/:dependentId: one dependent's card, from the stored sign-in record (no network needed). */
export function DependentCardPage() {
  const dependentId = Number(useParams().dependentId)
  const member = useSession('member')
  const dependent = member?.dependents.find((candidate) => candidate.dependent_id === dependentId)
  const back = { to: '/member', label: 'Membership card' }
  if (!member || !dependent) {
    return (
      <MemberFrame title="Family card" back={back}>
        <EmptyState title="Not on your membership">
          This family member is not on your membership. <Link to="/member">See your family</Link>
        </EmptyState>
      </MemberFrame>
    )
  }
  // A sign-in from before dependents had their own ids has no code to show.
  if (!dependent.dependent_code) {
    return (
      <MemberFrame title={dependent.name} back={back}>
        <EmptyState title={`${dependent.name}'s card needs a fresh sign-in`}>
          Sign out and sign in again to show {dependent.name}&apos;s card with its own QR code.
        </EmptyState>
      </MemberFrame>
    )
  }
  return (
    <MemberFrame title={dependent.name} back={back}>
      <DependentCard dependent={dependent} member={member} />
    </MemberFrame>
  )
}
