import { describe, expect, it } from 'vitest'
import { createTapGuard, REPEAT_TAP_MS } from '../../../pwa/kitchen/tap-guard'

describe('the tap guard', () => {
  it('lets the first tap through and holds back a bounce on the same thing, not on another', () => {
    let now = 1_000
    const isRepeat = createTapGuard(REPEAT_TAP_MS, () => now)
    expect(isRepeat('item:11')).toBe(false)
    now += 120
    expect(isRepeat('item:11')).toBe(true)
    expect(isRepeat('item:12')).toBe(false)
    now += REPEAT_TAP_MS
    expect(isRepeat('item:11')).toBe(false)
  })

  it('counts a burst from its latest tap: a finger drumming on an item is one tap', () => {
    let now = 0
    const isRepeat = createTapGuard(600, () => now)
    expect(isRepeat('item:11')).toBe(false)
    for (let tap = 0; tap < 5; tap++) {
      now += 400
      expect(isRepeat('item:11')).toBe(true)
    }
    now += 600
    expect(isRepeat('item:11')).toBe(false)
  })
})
