/**
 * index.html carries default head tags for crawlers that run no script (marked data-static-head).
 * Once a page renders its own (React 19 hoists <title> and <meta> into <head>), the default with
 * the same name would be a second, contradicting description; this removes it.
 */
function keyOf(element: Element): string | null {
  if (element.tagName === 'TITLE') return 'title'
  if (element.tagName === 'LINK') return element.getAttribute('rel') === 'canonical' ? 'canonical' : null
  return element.getAttribute('name') ?? element.getAttribute('property')
}

export function retireStaticHeadTags(head: HTMLHeadElement = document.head): () => void {
  const sweep = () => {
    const defaults = head.querySelectorAll('[data-static-head]')
    if (defaults.length === 0) return
    const pageKeys = new Set<string | null>()
    head.querySelectorAll('title, meta, link[rel="canonical"]').forEach((element) => {
      if (!element.hasAttribute('data-static-head')) pageKeys.add(keyOf(element))
    })
    defaults.forEach((element) => {
      const key = keyOf(element)
      if (key !== null && pageKeys.has(key)) element.remove()
    })
  }
  sweep()
  const observer = new MutationObserver(sweep)
  observer.observe(head, { childList: true })
  return () => observer.disconnect()
}
