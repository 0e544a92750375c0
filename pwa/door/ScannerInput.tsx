import { useEffect, useState, type Ref, type RefObject } from 'react'
import type { CheckinType } from '../../domain/check-in'

interface ScannerInputProps {
  ref: Ref<HTMLInputElement>
  mode: CheckinType
  onCode: (code: string) => void
  /**
   * The camera is scanning: the field keeps the focus for a hardware scanner but opens no on-screen
   * keyboard over the camera until the receptionist taps it to type a code.
   */
  isKeyboardQuiet?: boolean
}

/**
 * Where a hardware scanner types (it is a keyboard: the code, then Enter), and where a ticket's
 * short code is typed. It takes the focus when the screen opens and gets it back after every
 * result, so a receptionist never has to tap it.
 */
export function ScannerInput({ ref, mode, onCode, isKeyboardQuiet = false }: ScannerInputProps) {
  const [code, setCode] = useState('')
  const [wantsKeyboard, setWantsKeyboard] = useState(false)
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
          onPointerDown={() => setWantsKeyboard(true)}
          inputMode={isKeyboardQuiet && !wantsKeyboard ? 'none' : 'text'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="e.g. K7M3-9QXD"
        />
        <button type="submit" className="door__button">
          Check
        </button>
      </div>
    </form>
  )
}
