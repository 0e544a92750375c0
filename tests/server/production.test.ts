import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { EnvError, loadEnv } from '../../server/env.js'

const strongSecret = () => randomBytes(48).toString('base64url')
const problemsOf = (source: Record<string, string>) => {
  try {
    loadEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.problems.join('\n')
    throw error
  }
  return ''
}

describe('JWT_SECRET', () => {
  test('one character repeated, or otherwise trivially guessable, is refused with the reason', () => {
    expect(problemsOf({ JWT_SECRET: 'a'.repeat(48) })).toMatch(/^JWT_SECRET: is one character repeated, so it is easy to guess; use a random value/)
    expect(problemsOf({ JWT_SECRET: 'club'.repeat(10) })).toMatch(/JWT_SECRET: is a short part repeated/)
    expect(problemsOf({ JWT_SECRET: 'secretsecretsecretsecretsecret12' })).toMatch(/JWT_SECRET: uses fewer than 8 different characters/)
    expect(problemsOf({ JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz123456' })).toMatch(/JWT_SECRET: has a long run of characters in alphabet or digit order/)
    expect(problemsOf({ JWT_SECRET: 'changeme-before-going-live-please-2026' })).toMatch(/JWT_SECRET: contains the placeholder "changeme"/)
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: '0'.repeat(64) })).toMatch(/JWT_SECRET: is one character repeated/)
  })

  test('a random secret is taken', () => {
    for (let index = 0; index < 50; index++) expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: strongSecret() })).toBe('')
  })
})

