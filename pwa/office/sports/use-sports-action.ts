import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { sportsFailureMessage } from './sports-failure'
import { sportsKeys } from './queries'

interface Answer {
  message?: string
}

/**
 * A sports write from the office: the server's message (or `success`) as a toast, every sports read
 * refreshed; a failure as a toast in spec 2 §8's words, unless the caller shows it in place.
 */
export function useSportsAction<Variables, Result extends Answer = Answer>(
  call: (variables: Variables) => Promise<Result>,
  texts: { success: string; failure: string },
  options: { onSuccess?: (answer: Result, variables: Variables) => void | Promise<void>; isFailureShownInPlace?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, variables) => {
      toast.success(answer?.message ?? texts.success)
      await queryClient.invalidateQueries({ queryKey: sportsKeys.all })
      await options.onSuccess?.(answer, variables)
    },
    onError: (error) => {
      if (!options.isFailureShownInPlace) toast.error(sportsFailureMessage(error, texts.failure))
    },
  })
}
