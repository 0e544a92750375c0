import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { accountFailureMessage } from './accounts-format'
import { accountKeys } from './queries'

/**
 * A write to the member accounts from the office: the server's message as a toast and every account
 * read refreshed (a deposit changes the member's rows, the cheques list and the dashboard at once).
 */
export function useAccountsAction<Variables, Result extends { message?: string }>(
  call: (variables: Variables) => Promise<Result>,
  texts: { success: string; failure: string },
  options: { isFailureShownInPlace?: boolean; onSuccess?: (answer: Result) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      toast.success(answer.message ?? texts.success)
      options.onSuccess?.(answer)
      await queryClient.invalidateQueries({ queryKey: accountKeys.all })
    },
    onError: (error) => {
      if (!options.isFailureShownInPlace) toast.error(accountFailureMessage(error, texts.failure))
    },
  })
}
