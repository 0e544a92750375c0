/**
 * Puts a page rendered at build time (pwa/prerender.tsx) into the app's HTML shell (ADR 013). React
 * 19 writes a page's <title>, <meta> and <link> elements (PageMeta, the banner's preload) ahead of
 * its markup; they go into <head>, replacing the shell's defaults of the same name, and the markup
 * goes into #root. They keep `data-static-head`, so that once the app has drawn the page and React
 * has hoisted its own copies, retireStaticHeadTags removes them.
 */
const leadingHeadTags = /^(?:<(?:link|meta)\b[^>]*\/>|<title>[^<]*<\/title>)*/

export function splitRenderedPage(rendered: string): { head: string[]; body: string } {
  const head = leadingHeadTags.exec(rendered)?.[0] ?? ''
  return { head: head.match(/<(?:link|meta)\b[^>]*\/>|<title>[^<]*<\/title>/g) ?? [], body: rendered.slice(head.length) }
}

/** What makes two head tags the same default: the title, a meta's name or property, the canonical link. */
function keyOfTag(tag: string): string | null {
  if (tag.startsWith('<title')) return 'title'
  if (tag.startsWith('<link')) return /\brel="canonical"/.test(tag) ? 'canonical' : null
  return /\b(?:name|property)="([^"]+)"/.exec(tag)?.[1] ?? null
}

const markStatic = (tag: string) => tag.replace(/^<(\w+)/, '<$1 data-static-head=""')

const scriptTag = (src: string) => `<script type="module" crossorigin async src="${src}"></script>`
const preloadTag = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`
/** The app's own entry and what it preloads: a public page of the build loads neither (ADR 031). */
const appScripts = /\s*<script type="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g

/** The script a page of the build loads instead of the app (islands/site.ts), and the files it imports. */
export interface PageScript {
  src: string
  preloads: readonly string[]
}

/**
 * A public page of the build: its HTML, its styles, and its own script (`pageScript`, loaded async
 * from the head so that the phone menu answers early), not the app's (ADR 031).
 */
export function pageDocument(shell: string, rendered: string, pageScript?: PageScript): string {
  const { head, body } = splitRenderedPage(rendered)
  if (!shell.includes('<div id="root"></div>')) throw new Error('The shell has no empty <div id="root"></div>')
  const pageKeys = new Set(head.map(keyOfTag).filter((key) => key !== null))
  const withoutReplacedDefaults = shell.replace(/\s*<(title|meta|link)\b[^>]*\bdata-static-head\b[^>]*>(?:[^<]*<\/title>)?/g, (tag) => {
    const key = keyOfTag(tag.trim())
    return key !== null && pageKeys.has(key) ? '' : tag
  })
  const scripts = pageScript ? `${pageScript.preloads.map(preloadTag).join('')}${scriptTag(pageScript.src)}` : ''
  return (pageScript ? withoutReplacedDefaults.replace(appScripts, '') : withoutReplacedDefaults)
    .replace('</head>', () => `${head.map(markStatic).join('')}${scripts}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
}

/** The file a public path is written to in dist/: '/' → index.html, '/about' → about.html. */
export function prerenderedFileName(pagePath: string): string {
  if (pagePath === '/') return 'index.html'
  if (!/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(pagePath)) throw new Error(`Cannot prerender ${pagePath}: one lowercase path segment expected`)
  return `${pagePath.slice(1)}.html`
}
