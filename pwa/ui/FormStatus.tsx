/** A polite success line (OTP sent, password updated): read out without interrupting. */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <div className="form-status" role="status">
      {message}
    </div>
  )
}
