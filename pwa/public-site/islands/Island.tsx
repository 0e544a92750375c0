import { useContext, type ComponentType } from 'react'
import { IslandCollectorContext } from './island-context'
import type { IslandName } from './registry'

/**
 * When a prerendered page hydrates an island (site.ts): 'load' at once, 'visible' once it comes
 * near the screen, 'interaction' at the first tap, click or key inside it (the click is replayed).
 */
export type IslandWhen = 'load' | 'visible' | 'interaction'

interface IslandProps<P extends object> {
  name: IslandName
  component: ComponentType<P>
  /** JSON only: they are written into the page for the island's hydration. */
  props: P
  when?: IslandWhen
}

/** The marker prerender.tsx replaces by the island's own rendering (letters, digits, '@' and ':'). */
export const islandMarker = (index: number) => `@@island:${index}@@`

/**
 * An interactive part of a public page (ADR 031). In the app (a client navigation from a signed-in
 * area) it is simply the component. In a page rendered at build time it is rendered in a root of
 * its own, inside a `div.island` that names it, and the page's small script (islands/site.ts)
 * hydrates that root alone with the component's code: the page ships no router and no app.
 */
export function Island<P extends object>({ name, component: Component, props, when = 'load' }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext)
  if (!collector) {
    return (
      <div className="island" data-island={name}>
        <Component {...props} />
      </div>
    )
  }
  const index = collector.push({ name, component: Component as ComponentType<never>, props }) - 1
  return (
    <div className="island" data-island={name} data-island-id={`i${index}-`} data-when={when} data-props={JSON.stringify(props)}>
      {islandMarker(index)}
    </div>
  )
}
