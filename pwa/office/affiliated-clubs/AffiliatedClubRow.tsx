import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { deleteAffiliatedClub, toggleAffiliatedClub, type AdminAffiliatedClub } from '../../../domain/contract/affiliated-clubs'
import type { MenuEntry } from '../queries'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { ConfirmButton } from '../events/ConfirmButton'
import { affiliatedClubKeys } from './queries'

interface AffiliatedClubRowProps {
  club: AdminAffiliatedClub
  access: MenuEntry['access']
  isFormOpen: boolean
  onEdit: () => void
}

/** One club of the directory with what the office may do to it: edit, hide or show, delete. */
export function AffiliatedClubRow({ club, access, isFormOpen, onEdit }: AffiliatedClubRowProps) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: affiliatedClubKeys.admin }),
      queryClient.invalidateQueries({ queryKey: affiliatedClubKeys.public }),
    ])
  const toggle = useMutation({
    mutationFn: () => callApi(toggleAffiliatedClub, { params: { id: club._id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await refresh()
    },
    onError: (error) => toast.error(failureMessage(error, 'Failed to change the club’s status')),
  })
  const remove = useMutation({
    mutationFn: () => callApi(deleteAffiliatedClub, { params: { id: club._id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await refresh()
    },
    onError: (error) => toast.error(failureMessage(error, 'Failed to delete affiliated club')),
  })
  return (
    <li className="record">
      <div className="record__main">
        <p className="record__title">
          <span className="record__number">{club.sr_no}.</span> {club.name}
        </p>
        <p className="record__meta">{[club.address, club.contact, club.phone, club.email].filter(Boolean).join(' · ')}</p>
      </div>
      <div className="record__actions">
        <span className={`status-badge status-badge--${club.is_active ? 'open' : 'closed'}`}>{club.is_active ? 'Active' : 'Inactive'}</span>
        {access.edit && (
          <>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Edit ${club.name}`}
              disabled={isFormOpen}
              title={isFormOpen ? 'Save or cancel the open form first' : undefined}
              onClick={onEdit}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`${club.is_active ? 'Deactivate' : 'Activate'} ${club.name}`}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate()}
            >
              {club.is_active ? 'Deactivate' : 'Activate'}
            </button>
          </>
        )}
        {access.delete && (
          <ConfirmButton
            label="Delete"
            accessibleName={`Delete ${club.name}`}
            question={`Delete ${club.name} from the directory? Deactivate it instead to hide it for a while.`}
            confirmLabel="Delete club"
            isBusy={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        )}
      </div>
    </li>
  )
}
