import type { IslandSeed } from './island-reads'
import { isIslandName, islandLoaders } from './registry'

const interactions = ['pointerdown', 'focusin', 'click', 'keydown'] as const

/**
 * Wakes the islands of a page the build rendered (ADR 031), each when its `data-when` says:
 * 'load' at once, 'visible' when it comes near the screen, 'interaction' at the first tap, focus,
 * click or key inside it. A click that woke an island is held and replayed once React has taken it
 * over, so the first tap on a gallery picture opens it. React and the island's code load only then.
 * An island the server drew with its data (ADR 039) wakes at the first touch, with that data.
 */
export function startIslands(doc: Document = document, view: Window = window): void {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island][data-island-id]')) {
    const when = element.dataset.when
    if (when === 'visible' && 'IntersectionObserver' in view) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          void wake(element)
        },
        // Woken a screen ahead, so that its content is there when the visitor scrolls to it.
        { rootMargin: '100% 0px' },
      )
      // The island's own div has no box (display: contents): what it holds is what comes in view.
      const boxes = [...element.children]
      for (const box of boxes.length > 0 ? boxes : [element]) observer.observe(box)
    } else if (when === 'interaction') {
      let isWaking = false
      let pendingClick: HTMLElement | null = null
      const onInteraction = (event: Event) => {
        const target = event.target instanceof HTMLElement ? event.target : null
        if (event.type === 'click') {
          event.preventDefault()
          event.stopPropagation()
          pendingClick = target
        }
        if (isWaking) return
        isWaking = true
        void wake(element, () => {
          for (const type of interactions) element.removeEventListener(type, onInteraction, true)
          pendingClick?.click()
          pendingClick = null
        }).catch(() => {
          for (const type of interactions) element.removeEventListener(type, onInteraction, true)
        })
      }
      for (const type of interactions) element.addEventListener(type, onInteraction, true)
    } else void wake(element)
  }
}

async function wake(element: HTMLElement, onHydrated: () => void = () => {}): Promise<void> {
  const name = element.dataset.island ?? ''
  if (!isIslandName(name)) throw new Error(`No island is called ${name}`)
  const [component, { hydrateIsland }] = await Promise.all([islandLoaders[name](), import('./hydrate')])
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const seeds = JSON.parse(element.dataset.seeds ?? '[]') as IslandSeed[]
  hydrateIsland(element, component, props, onHydrated, seeds)
}
