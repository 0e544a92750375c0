import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { failureMessage } from '../../api/failure'
import { storeKeys } from './queries'

/**
 * Delete, then Confirm or Keep: a unit or category nothing uses is removed; one in use is refused by
 * the server (409 naming what uses it), and that reason is shown.
 */
export function DeleteButton({
  name,
  remove,
  isDisabled,
}: {
  name: string
  remove: () => Promise<{ message: string }>
  isDisabled: boolean
}) {
  const queryClient = useQueryClient()
  const [isAsking, setAsking] = useState(false)
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: storeKeys.all })
    },
    onError: (failure) => {
      setAsking(false)
      toast.error(failureMessage(failure, `Failed to delete ${name}`))
    },
  })
  if (!isAsking)
    return (
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Delete ${name}`}
        disabled={isDisabled}
        onClick={() => setAsking(true)}
      >
        Delete
      </button>
    )
  return (
    <>
      <button
        type="button"
        className="button button--danger button--small"
        aria-label={`Confirm deleting ${name}`}
        disabled={mutation.isPending}
        autoFocus
        onClick={() => mutation.mutate()}
      >
        Confirm
      </button>
      <button type="button" className="button button--secondary button--small" onClick={() => setAsking(false)}>
        Keep
      </button>
    </>
  )
}
