import type { DB } from '../../server/db/database.js'

/**
 * What a test database starts with (ADR 019): nothing (`empty`), the migrated schema with the
 * reference data its migrations insert (`schema`), the small fixture club (`fixture`), or the whole
 * demo club as `npm start` seeds it, without today's signed tickets (`demo`).
 */
export type SeedLayer = 'empty' | 'schema' | 'fixture' | 'demo'

/** Each layer is built on top of the one it names here. */
export const parentLayer: Record<SeedLayer, SeedLayer | undefined> = {
  empty: undefined,
  schema: 'empty',
  fixture: 'schema',
  demo: 'schema',
}

/**
 * Adds `layer` to a database that holds its parent layer. The migrator and the seeds are loaded
 * here, when a layer is built, not by every test run that only copies templates.
 */
export async function addLayer(db: DB, layer: SeedLayer): Promise<void> {
  if (layer === 'schema') await (await import('../../server/db/migrate.js')).migrateToLatest(db)
  if (layer === 'fixture') await (await import('./fixture-club.js')).seedFixtureClub(db)
  if (layer === 'demo') {
    const { seedDemoData, DEMO_PASSWORD } = await import('../../server/seed/demo-seed.js')
    // Today's demo (the kitchen's live orders) is seeded on the day the template is made; templates are kept per day.
    await seedDemoData(db, { password: DEMO_PASSWORD, now: new Date() })
  }
}

/** Brings an empty database to `layer`, through every layer below it. */
export async function buildLayer(db: DB, layer: SeedLayer): Promise<void> {
  const parent = parentLayer[layer]
  if (parent) await buildLayer(db, parent)
  await addLayer(db, layer)
}
