import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageTitle } from '../../ui/PageTitle'
import { MemberForm } from './MemberForm'
import '../restaurants/restaurants.css'
import '../events/events.css'
import './members.css'

/** /dashboard/members/new: enrol a member (or several, one after another). */
export function MemberNewPage() {
  return (
    <div>
      <PageTitle>New member</PageTitle>
      <Link to="/dashboard/members" className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> All members
      </Link>
      <h1 className="page-heading">New member</h1>
      <MemberForm />
    </div>
  )
}
