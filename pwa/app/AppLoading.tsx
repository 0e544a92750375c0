import { FullPageStatus } from '../ui/FullPageStatus'

/** Shown while the first screen's code arrives (the router's HydrateFallback). */
export function AppLoading() {
  return <FullPageStatus message="Loading…" />
}
