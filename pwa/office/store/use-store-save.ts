import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { storeKeys } from './queries'

/**
 * A save in the store's set-up: the server's message as a toast, every store read refreshed, then
 * `onDone`; a refusal goes to `onFailure` (the form puts it on its fields).
 */
export function useStoreSave<Body>(
  run: (body: Body) => Promise<{ message: string }>,
  { onDone, onFailure }: { onDone: () => void; onFailure: (failure: unknown) => void },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: storeKeys.all })
      onDone()
    },
    onError: onFailure,
  })
}

/** An id chosen in a drop-down ('' for none) as the contract reads it. */
export const idFromChoice = (value: string, none: null | undefined = undefined) => (value === '' ? none : Number(value))
