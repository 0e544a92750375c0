import { Navigate } from 'react-router-dom'
import { ControlLoginPage } from '../auth/ControlLoginPage'
import { CONTROL_HOME_PATH } from '../auth/sign-in'
import { useSession } from '../auth/use-session'
import { isControlSession } from './control-session'

/** /control: the super-administrator's sign-in, or, once signed in there, on to the control panel. */
export function ControlDoor() {
  const staff = useSession('user')
  if (isControlSession(staff)) return <Navigate to={CONTROL_HOME_PATH} replace />
  return <ControlLoginPage />
}
