import { useParams } from 'react-router-dom'
import { ForgotPasswordFlow } from './ForgotPasswordFlow'
import { accountTypeOf } from './password-reset-api'

/** /forgot-password/:type (spec 1 §2). Switching type starts the flow afresh. */
export function ForgotPasswordPage() {
  const type = accountTypeOf(useParams().type)
  return <ForgotPasswordFlow key={type} type={type} />
}
