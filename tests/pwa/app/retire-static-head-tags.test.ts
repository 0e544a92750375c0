import { afterEach, describe, expect, test } from 'vitest'
import { retireStaticHeadTags } from '../../../pwa/app/retire-static-head-tags'

afterEach(() => {
  document.head.innerHTML = ''
})

const add = (html: string) => document.head.insertAdjacentHTML('beforeend', html)
const flushObserver = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the crawler defaults of index.html', () => {
  test('give way to the tags a page renders itself', async () => {
    add(
      '<title data-static-head>Club</title><meta name="description" content="default" data-static-head><meta property="og:image" content="/a.jpg" data-static-head>',
    )
    const stop = retireStaticHeadTags()
    expect(document.head.querySelectorAll('[data-static-head]')).toHaveLength(3)
    add('<title>About Club · New Friends Club</title><meta name="description" content="About the club">')
    await flushObserver()
    expect(document.title).toBe('About Club · New Friends Club')
    expect([...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'))).toEqual([
      'About the club',
    ])
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('/a.jpg')
    stop()
  })
})
