import { redirect } from 'react-router-dom'
import { startPathFor } from './route-access'
import { peekValidSessions } from './session'
import { rememberedSignInDoor, signInPathOf } from './sign-in-door'

/** /start, the installed app's start_url: straight on to where it should open (route-access.ts). */
export function startLoader() {
  const door = rememberedSignInDoor()
  return redirect(startPathFor(peekValidSessions(), door && signInPathOf[door]))
}
