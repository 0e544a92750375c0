/** The error banner of a form: role="alert" so it is read out the moment it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <div className="form-alert" role="alert">
      {message}
    </div>
  )
}
