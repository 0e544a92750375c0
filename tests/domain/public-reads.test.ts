import { describe, expect, it } from 'vitest'
import { allEndpoints } from '../../domain/contract'
import { publicReadPaths } from '../../domain/contract/public-reads'

describe("the public pages' reads", () => {
  it.each(Object.entries(publicReadPaths))('%s is a public GET of the contract', (_name, path) => {
    const matching = allEndpoints.filter((endpoint) => endpoint.path === path && endpoint.method === 'get')
    expect(matching.map((endpoint) => endpoint.audience)).toEqual(['none'])
  })
})
