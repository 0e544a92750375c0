import { useEffect, useState, type Ref, type RefObject } from 'react'
import type { CheckinType } from '../../domain/check-in'

interface ScannerInputProps {
  ref: Ref<HTMLInputElement>
  mode: CheckinType
  onCode: (code: string) => void
}

/**
 * Where a hardware scanner types (it is a keyboard: the code, then Enter). It takes the focus when
 * the screen opens and gets it back after every result, so a receptionist never has to tap it.
 */
export function ScannerInput({ ref, mode, onCode }: ScannerInputProps) {
  const [code, setCode] = useState('')
  useEffect(() => {
    ;(ref as RefObject<HTMLInputElement | null> | null)?.current?.focus()
  }, [ref])
  return (
    <form
      className="door__scanner"
      onSubmit={(event) => {
        event.preventDefault()
        const text = code.trim()
        if (text === '') return
        setCode('')
        onCode(text)
      }}
    >
      <label htmlFor="door-code" className="door__label">
        Scan or type a ticket code ({mode === 'entry' ? 'entry' : 'exit'})
      </label>
      <div className="door__scanner-row">
        <input
          ref={ref}
          id="door-code"
          className="door__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="T1.…"
        />
        <button type="submit" className="door__button">
          Check
        </button>
      </div>
    </form>
  )
}
