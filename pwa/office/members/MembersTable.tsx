import { Link } from 'react-router-dom'
import type { Member } from '../../../domain/contract/members'
import { formatMobile, statusLabel, statusTone } from './member-format'

/** Members as rows; the member ID opens the member's page. */
export function MembersTable({ members }: { members: Member[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table members-table">
        <caption className="visually-hidden">Members</caption>
        <thead>
          <tr>
            <th scope="col">Member ID</th>
            <th scope="col">Name</th>
            <th scope="col">Mobile</th>
            <th scope="col">E-mail</th>
            <th scope="col">Category</th>
            <th scope="col">Dependents</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.memberId}>
              <th scope="row" className="members-table__nowrap">
                <Link to={`/dashboard/members/${encodeURIComponent(member.memberId)}`}>{member.memberId}</Link>
              </th>
              <td>{[member.title, member.name].filter(Boolean).join(' ')}</td>
              <td className="members-table__nowrap">{formatMobile(member.mobileNumber)}</td>
              <td className="members-table__nowrap">{member.email}</td>
              <td>{member.categoryName}</td>
              <td>{member.dependentCount}</td>
              <td>
                <span className={`status-badge status-badge--${statusTone(member.status)}`}>{statusLabel(member.status)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
