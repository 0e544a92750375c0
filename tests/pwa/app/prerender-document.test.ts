import { describe, expect, test } from 'vitest'
import { pageDocument, prerenderedFileName, splitRenderedPage } from '../../../pwa/app/prerender-document'

const shell = `<!doctype html><html><head>
    <title data-static-head>Club · Delhi</title>
    <meta name="theme-color" content="#0f3d2e" />
    <meta name="description" content="The club's default description." data-static-head="">
    <meta property="og:locale" content="en_IN" data-static-head="">
    <meta property="og:title" content="Club · Delhi" data-static-head="">
  </head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`

const rendered =
  '<link rel="preload" as="image" imageSrcSet="/b-640.webp 640w" fetchPriority="high"/><title>About · Club</title>' +
  '<meta name="description" content="About the club."/><link rel="canonical" href="https://club.test/about"/>' +
  '<meta property="og:title" content="About · Club"/><div class="public-site"><h1>About</h1><p>Since 1994 ($& intact)</p></div>'

describe('a page rendered at build time in the app’s shell', () => {
  test('the hoisted head tags are split from the page’s markup', () => {
    const { head, body } = splitRenderedPage(rendered)
    expect(head).toHaveLength(5)
    expect(head[1]).toBe('<title>About · Club</title>')
    expect(body).toBe('<div class="public-site"><h1>About</h1><p>Since 1994 ($& intact)</p></div>')
  })

  test('the markup goes into #root and the page’s tags replace the defaults of the same name', () => {
    const html = pageDocument(shell, rendered)
    expect(html).toContain('<div id="root"><div class="public-site"><h1>About</h1><p>Since 1994 ($& intact)</p></div></div>')
    expect(html.match(/<title/g)).toHaveLength(1)
    expect(html).toContain('<title data-static-head="">About · Club</title>')
    expect(html).not.toContain("The club's default description.")
    expect(html).toContain('<meta data-static-head="" name="description" content="About the club."/>')
    expect(html).toContain('<link data-static-head="" rel="canonical" href="https://club.test/about"/>')
    // Defaults the page does not set stay, and so does what is not a default.
    expect(html).toContain('<meta property="og:locale" content="en_IN" data-static-head="">')
    expect(html).toContain('<meta name="theme-color" content="#0f3d2e" />')
    expect(html).toContain('fetchPriority="high"')
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'))
  })

  test('a drawn page loads its own script async from the head with what it imports, never the app (ADR 031)', () => {
    const withPreload = shell.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/react.js"></head>')
    const html = pageDocument(withPreload, rendered, { src: '/assets/site-abc.js', preloads: ['/assets/image-set-def.js'] })
    expect(html.match(/<script type="module" crossorigin async src="\/assets\/site-abc.js"><\/script>/g)).toHaveLength(1)
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/image-set-def.js">')
    expect(html.indexOf('site-abc.js')).toBeLessThan(html.indexOf('</head>'))
    expect(html).not.toContain('/assets/main.js')
    expect(html).not.toContain('/assets/react.js')
    // The shell without a page keeps the app.
    expect(pageDocument(withPreload, rendered)).toContain('/assets/main.js')
    expect(pageDocument(shell, rendered)).not.toContain('async src')
  })

  test('a shell without an empty root is refused', () => {
    expect(() => pageDocument('<html><body><div id="root">x</div></body></html>', rendered)).toThrow(/root/)
  })

  test('each public path has one file name; anything else is refused', () => {
    expect(prerenderedFileName('/')).toBe('index.html')
    expect(prerenderedFileName('/about')).toBe('about.html')
    expect(prerenderedFileName('/request-membership')).toBe('request-membership.html')
    expect(() => prerenderedFileName('/forgot-password/:type')).toThrow()
    expect(() => prerenderedFileName('/../etc')).toThrow()
  })
})
