import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { toast } from 'sonner'
import { enrolApplicant, type MembershipApplication } from '../../../domain/contract/membership-applications'
import { applicationTexts } from '../../../domain/membership-applications'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { applicationKeys } from './application-queries'

/** Makes an approved applicant a member, in one step (ADR 034). */
export function EnrolButton({ application }: { application: MembershipApplication }) {
  const queryClient = useQueryClient()
  const enrol = useMutation({
    mutationFn: () => callApi(enrolApplicant, { params: { id: application.application_id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all })
    },
    onError: (error) => toast.error(failureMessage(error, applicationTexts.enrolFailed)),
  })
  return (
    <button type="button" className="button button--primary" disabled={enrol.isPending} onClick={() => enrol.mutate()}>
      <UserPlus aria-hidden="true" size={18} /> {enrol.isPending ? 'Enrolling…' : `Enrol ${application.name} as a member`}
    </button>
  )
}
