import { describe, expect, test } from 'vitest'
import {
  clampPan,
  swipeDirection,
  wrapIndex,
  zoomedByDoubleClick,
  zoomedIn,
  zoomedOut,
} from '../../../pwa/public-site/components/lightbox-rules'

describe('lightbox rules', () => {
  test('positions wrap both ways', () => {
    expect(wrapIndex(4, 4)).toBe(0)
    expect(wrapIndex(-1, 4)).toBe(3)
    expect(wrapIndex(2, 4)).toBe(2)
  })

  test('zoom goes from 0 to 300 in steps of 100 and no further either way', () => {
    expect([0, 100, 200, 300].map(zoomedIn)).toEqual([100, 200, 300, 300])
    expect([300, 200, 100, 0].map(zoomedOut)).toEqual([200, 100, 0, 0])
  })

  test('a double-click steps in, and from the most back to fit', () => {
    expect([0, 100, 200, 300].map(zoomedByDoubleClick)).toEqual([100, 200, 300, 0])
  })

  test('on a wide screen a swipe must cover 200 px', () => {
    expect(swipeDirection(-199, 0, 1280)).toBeNull()
    expect(swipeDirection(-200, 0, 1280)).toBe('next')
    expect(swipeDirection(200, 0, 1280)).toBe('previous')
  })

  test('on a narrow screen a quarter of the width is enough', () => {
    expect(swipeDirection(-97, 0, 390)).toBeNull()
    expect(swipeDirection(-98, 0, 390)).toBe('next')
  })

  test('a swipe must go at least 1.5 times as far across as up or down', () => {
    expect(swipeDirection(-300, 201, 1280)).toBeNull()
    expect(swipeDirection(-300, 200, 1280)).toBe('next')
    expect(swipeDirection(300, -200, 1280)).toBe('previous')
  })

  test('a zoomed image can be dragged only until its edge meets the stage edge', () => {
    expect(clampPan(500, 400, 2, 600)).toBe(100)
    expect(clampPan(-500, 400, 2, 600)).toBe(-100)
    expect(clampPan(50, 400, 1, 600)).toBe(0)
  })
})
