import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { AfterFirstPaint } from '../../../pwa/app/AfterFirstPaint'

describe('sections drawn after the first paint', () => {
  test('on the first page they appear just after the rest, and on later pages at once', async () => {
    const first = render(
      <>
        <h1>Banner</h1>
        <AfterFirstPaint>
          <p>Club Gallery</p>
        </AfterFirstPaint>
      </>,
    )
    expect(screen.getByText('Banner')).toBeTruthy()
    expect(screen.queryByText('Club Gallery')).toBeNull()
    await screen.findByText('Club Gallery')
    first.unmount()

    render(
      <AfterFirstPaint>
        <p>Testimonials</p>
      </AfterFirstPaint>,
    )
    expect(screen.getByText('Testimonials')).toBeTruthy()
  })
})
