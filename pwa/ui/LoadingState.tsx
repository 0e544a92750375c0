import type { ReactNode } from 'react'
import { Spinner } from './Spinner'

/** A read under way, said in words beside the spinner ('Loading the booking…'). */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p aria-busy="true">
      <Spinner /> {children}
    </p>
  )
}
