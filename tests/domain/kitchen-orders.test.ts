import { describe, expect, test } from 'vitest'
import {
  applyBump,
  applyItemStatus,
  applyOrderStatus,
  applyRecall,
  canTransition,
  deriveOrderStatus,
  hasStation,
  isOpenItem,
  kitchenStatuses,
  nextItemStatus,
  orderTargets,
  RECALL_WINDOW_MS,
  stationStatus,
  withChanges,
  type ItemStatus,
  type KitchenItem,
  type OrderTarget,
} from '../../domain/kitchen-orders.js'

const allowed: Record<ItemStatus, ItemStatus[]> = {
  pending: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['served'],
  served: [],
  cancelled: [],
}

const items = (...statuses: ItemStatus[]): KitchenItem[] => statuses.map((status, index) => ({ item_id: index + 1, status }))
const at = new Date('2026-11-22T13:00:00.000Z')
const later = (ms: number) => new Date(at.getTime() + ms)

describe('item transitions', () => {
  const pairs = kitchenStatuses.flatMap((from) => kitchenStatuses.map((to) => [from, to, allowed[from].includes(to)] as const))

  test.each(pairs)('%s → %s is allowed: %s', (from, to, isAllowed) => {
    expect(canTransition(from, to)).toBe(isAllowed)
    const decision = applyItemStatus(items(from), 1, to)
    if (from === to) expect(decision).toEqual({ isAllowed: true, changes: [] })
    else if (isAllowed) expect(decision).toEqual({ isAllowed: true, changes: [{ item_id: 1, from, to }] })
    else expect(decision).toEqual({ isAllowed: false, message: `Item 1 is ${from}; it cannot become ${to}.` })
  })

  test('a tap moves an item one step on, and does nothing to a served or cancelled item', () => {
    expect(kitchenStatuses.map((status) => [status, nextItemStatus(status)])).toEqual([
      ['pending', 'preparing'],
      ['preparing', 'ready'],
      ['ready', 'served'],
      ['served', undefined],
      ['cancelled', undefined],
    ])
    for (const status of kitchenStatuses) {
      const next = nextItemStatus(status)
      if (next) expect(canTransition(status, next)).toBe(true)
    }
  })

  test('only pending and preparing items are still to be cooked', () => {
    expect(kitchenStatuses.filter(isOpenItem)).toEqual(['pending', 'preparing'])
  })

  test('a refusal names the dish when the item has a name', () => {
    expect(applyItemStatus([{ item_id: 7, status: 'served', name: 'Butter Naan' }], 7, 'preparing')).toEqual({
      isAllowed: false,
      message: 'Butter Naan is served; it cannot become preparing.',
    })
  })

  test('an item that is not on the order is refused', () => {
    expect(applyItemStatus(items('pending'), 9, 'ready')).toMatchObject({ isAllowed: false, message: 'Item 9 is not part of this order.' })
  })
})

describe('the order follows its items', () => {
  test.each<[ItemStatus[], ItemStatus]>([
    [[], 'cancelled'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['pending', 'pending'], 'pending'],
    [['pending', 'cancelled'], 'pending'],
    [['pending', 'preparing'], 'preparing'],
    [['pending', 'ready'], 'preparing'],
    [['preparing', 'served'], 'preparing'],
    [['ready', 'ready', 'cancelled'], 'ready'],
    [['ready', 'served'], 'ready'],
    [['served', 'served'], 'served'],
    [['served', 'cancelled'], 'served'],
  ])('items %j make the order %s', (statuses, expected) => {
    expect(deriveOrderStatus(statuses)).toBe(expected)
  })
})

describe('bump', () => {
  test('marks every open item ready and remembers where each was', () => {
    const decision = applyBump(items('pending', 'preparing', 'ready', 'cancelled'), at)
    expect(decision).toEqual({
      isAllowed: true,
      changes: [
        { item_id: 1, from: 'pending', to: 'ready' },
        { item_id: 2, from: 'preparing', to: 'ready' },
      ],
      lastBump: {
        at,
        items: [
          { item_id: 1, from: 'pending' },
          { item_id: 2, from: 'preparing' },
        ],
      },
    })
  })

  test('an order with nothing left to cook cannot be bumped', () => {
    expect(applyBump(items('ready', 'served', 'cancelled'), at)).toMatchObject({
      isAllowed: false,
      message: expect.stringMatching(/^Nothing to bump/),
    })
  })
})

describe('recall', () => {
  const bumped = items('ready', 'ready', 'ready')
  const lastBump = {
    at: at.toISOString(),
    items: [
      { item_id: 1, from: 'pending' as const },
      { item_id: 2, from: 'preparing' as const },
    ],
  }

  test('puts each bumped item back where it was and forgets the bump; items not bumped stay', () => {
    expect(applyRecall(bumped, lastBump, later(60_000))).toEqual({
      isAllowed: true,
      changes: [
        { item_id: 1, from: 'ready', to: 'pending' },
        { item_id: 2, from: 'ready', to: 'preparing' },
      ],
      lastBump: null,
    })
  })

  test('works up to exactly 30 minutes after the bump, and not a millisecond later', () => {
    expect(applyRecall(bumped, lastBump, later(RECALL_WINDOW_MS)).isAllowed).toBe(true)
    expect(applyRecall(bumped, lastBump, later(RECALL_WINDOW_MS + 1))).toEqual({
      isAllowed: false,
      message: 'Too late to recall: a bump can be undone within 30 minutes.',
    })
  })

  test('an item served since the bump stays served', () => {
    expect(applyRecall(items('served', 'ready'), lastBump, later(1000))).toMatchObject({
      changes: [{ item_id: 2, from: 'ready', to: 'preparing' }],
    })
  })

  test('is refused when there was no bump, or every bumped item has left the pass', () => {
    expect(applyRecall(bumped, null, at)).toMatchObject({ isAllowed: false, message: expect.stringMatching(/not been bumped/) })
    expect(applyRecall(items('served', 'cancelled'), lastBump, later(1000))).toMatchObject({
      isAllowed: false,
      message: expect.stringMatching(/served or cancelled since/),
    })
  })

  test('bump then recall gives back the items as they were', () => {
    const before = items('pending', 'preparing', 'ready')
    const bump = applyBump(before, at)
    if (!bump.isAllowed) throw new Error('bump refused')
    const afterBump = withChanges(before, bump.changes)
    expect(afterBump.map((item) => item.status)).toEqual(['ready', 'ready', 'ready'])
    const recall = applyRecall(afterBump, bump.lastBump, later(5 * 60_000))
    if (!recall.isAllowed) throw new Error('recall refused')
    expect(withChanges(afterBump, recall.changes)).toEqual(before)
  })
})

describe('whole-order commands', () => {
  // From an order in each state, what each command does (the changed items' new statuses) or refuses.
  const orders: Record<string, ItemStatus[]> = {
    pending: ['pending', 'pending'],
    preparing: ['preparing', 'pending', 'ready'],
    ready: ['ready', 'served'],
    served: ['served', 'cancelled'],
    cancelled: ['cancelled'],
  }
  const expected: Record<string, Record<OrderTarget, ItemStatus[] | 'refused' | 'nothing'>> = {
    pending: { preparing: ['preparing', 'preparing'], ready: ['ready', 'ready'], served: 'refused', cancelled: ['cancelled', 'cancelled'] },
    preparing: { preparing: 'nothing', ready: ['ready', 'ready', 'ready'], served: 'refused', cancelled: 'refused' },
    ready: { preparing: 'refused', ready: 'nothing', served: ['served', 'served'], cancelled: 'refused' },
    served: { preparing: 'refused', ready: 'refused', served: 'nothing', cancelled: 'refused' },
    cancelled: { preparing: 'refused', ready: 'refused', served: 'refused', cancelled: 'nothing' },
  }
  const cases = Object.keys(orders).flatMap((state) => orderTargets.map((target) => [state, target, expected[state]![target]] as const))

  test.each(cases)('a %s order asked to become %s: %j', (state, target, outcome) => {
    const before = items(...orders[state]!)
    const decision = applyOrderStatus(before, target, at)
    if (outcome === 'refused') return expect(decision.isAllowed).toBe(false)
    if (!decision.isAllowed) throw new Error(decision.message)
    if (outcome === 'nothing') return expect(decision.changes).toEqual([])
    expect(withChanges(before, decision.changes).map((item) => item.status)).toEqual(outcome)
    expect(deriveOrderStatus(outcome)).toBe(target)
  })

  test('ready on an order is a bump: it can be recalled', () => {
    expect(applyOrderStatus(items('pending', 'preparing'), 'ready', at)).toMatchObject({
      lastBump: { at, items: [{ item_id: 1 }, { item_id: 2 }] },
    })
  })

  test('cancelling an order some of whose food has left the kitchen names those dishes', () => {
    const decision = applyOrderStatus(
      [
        { item_id: 1, status: 'ready', name: 'Dal Makhani' },
        { item_id: 2, status: 'pending' },
      ],
      'cancelled',
      at,
    )
    expect(decision).toMatchObject({ isAllowed: false, message: expect.stringContaining('Dal Makhani already left the kitchen') })
  })
})

describe('a station’s commands touch only its station', () => {
  // Table T4: a Butter Naan and a Tandoori Roti at the tandoor, Dal Makhani at the hot station.
  const order = (naan: ItemStatus, roti: ItemStatus, dal: ItemStatus): KitchenItem[] => [
    { item_id: 1, status: naan, name: 'Butter Naan', station: 'tandoor' },
    { item_id: 2, status: roti, name: 'Tandoori Roti', station: 'tandoor' },
    { item_id: 3, status: dal, name: 'Dal Makhani', station: 'hot' },
  ]
  const statuses = (list: readonly KitchenItem[]) => list.map((item) => item.status)
  const decide = (decision: ReturnType<typeof applyBump>) => {
    if (!decision.isAllowed) throw new Error(decision.message)
    return decision
  }

  test('the tandoor’s bump marks its own items ready and leaves the hot station’s Dal Makhani cooking', () => {
    const before = order('pending', 'preparing', 'preparing')
    const bump = decide(applyOrderStatus(before, 'ready', at, { station: 'tandoor' }))
    const after = withChanges(before, bump.changes)
    expect(statuses(after)).toEqual(['ready', 'ready', 'preparing'])
    expect(bump.lastBump).toEqual({
      at,
      items: [
        { item_id: 1, from: 'pending' },
        { item_id: 2, from: 'preparing' },
      ],
    })
    // The order is not ready until every station's items are; the tandoor's share is.
    expect(deriveOrderStatus(statuses(after))).toBe('preparing')
    expect(stationStatus(after, 'tandoor')).toBe('ready')
    expect(stationStatus(after, 'hot')).toBe('preparing')
    expect(stationStatus(after, undefined)).toBe('preparing')
  })

  test('the order becomes ready when the last station bumps', () => {
    const tandoorDone = order('ready', 'ready', 'preparing')
    const bump = decide(applyBump(tandoorDone, at, { station: 'hot' }))
    expect(deriveOrderStatus(statuses(withChanges(tandoorDone, bump.changes)))).toBe('ready')
  })

  test('without a station (the All view, an older client) a bump takes every open item, as before', () => {
    const before = order('pending', 'preparing', 'pending')
    expect(statuses(withChanges(before, decide(applyOrderStatus(before, 'ready', at)).changes))).toEqual(['ready', 'ready', 'ready'])
    expect(statuses(withChanges(before, decide(applyBump(before, at, { station: undefined })).changes))).toEqual([
      'ready',
      'ready',
      'ready',
    ])
  })

  test('the tandoor’s Served serves its ready breads only, once all of them are ready', () => {
    const before = order('ready', 'ready', 'preparing')
    const served = decide(applyOrderStatus(before, 'served', at, { station: 'tandoor' }))
    expect(statuses(withChanges(before, served.changes))).toEqual(['served', 'served', 'preparing'])
    // The whole order is not ready: Served without a station is refused, as before.
    expect(applyOrderStatus(before, 'served', at)).toEqual({
      isAllowed: false,
      message: 'This order is preparing; only a ready order can be served.',
    })
    expect(applyOrderStatus(order('ready', 'preparing', 'ready'), 'served', at, { station: 'tandoor' })).toEqual({
      isAllowed: false,
      message: 'Its tandoor items are preparing; only ready items can be served.',
    })
  })

  test('a station with nothing left to cook has nothing to bump, whatever the other stations do', () => {
    expect(applyBump(order('ready', 'served', 'pending'), at, { station: 'tandoor' })).toEqual({
      isAllowed: false,
      message: 'Nothing to bump at tandoor: none of this order’s tandoor items is waiting to be cooked.',
    })
  })

  test('starting and cancelling from a station view also stay at that station', () => {
    const before = order('pending', 'pending', 'pending')
    expect(statuses(withChanges(before, decide(applyOrderStatus(before, 'preparing', at, { station: 'hot' })).changes))).toEqual([
      'pending',
      'pending',
      'preparing',
    ])
    expect(statuses(withChanges(before, decide(applyOrderStatus(before, 'cancelled', at, { station: 'hot' })).changes))).toEqual([
      'pending',
      'pending',
      'cancelled',
    ])
  })

  test('a station’s recall puts back its own items only and leaves the other station’s part of the bump', () => {
    const before = order('pending', 'pending', 'preparing')
    const tandoorBump = decide(applyBump(before, at, { station: 'tandoor' }))
    const afterTandoor = withChanges(before, tandoorBump.changes)
    // The hot station bumps a minute later: the tandoor's entries are kept in the recorded bump.
    const hotBump = decide(applyBump(afterTandoor, later(60_000), { station: 'hot', lastBump: tandoorBump.lastBump }))
    expect(hotBump.lastBump).toEqual({
      at: later(60_000),
      items: [
        { item_id: 1, from: 'pending' },
        { item_id: 2, from: 'pending' },
        { item_id: 3, from: 'preparing' },
      ],
    })
    const bothBumped = withChanges(afterTandoor, hotBump.changes)
    const recall = applyRecall(bothBumped, hotBump.lastBump, later(120_000), 'tandoor')
    expect(recall).toEqual({
      isAllowed: true,
      changes: [
        { item_id: 1, from: 'ready', to: 'pending' },
        { item_id: 2, from: 'ready', to: 'pending' },
      ],
      lastBump: { at: later(60_000), items: [{ item_id: 3, from: 'preparing' }] },
    })
    if (!recall.isAllowed) return
    // The tandoor has nothing left to recall; the hot station still has.
    expect(applyRecall(withChanges(bothBumped, recall.changes), recall.lastBump, later(130_000), 'tandoor')).toEqual({
      isAllowed: false,
      message: 'Nothing to recall at tandoor: its items of this order have not been bumped.',
    })
    expect(applyRecall(withChanges(bothBumped, recall.changes), recall.lastBump, later(130_000), 'hot')).toMatchObject({
      isAllowed: true,
      changes: [{ item_id: 3, from: 'ready', to: 'preparing' }],
      lastBump: null,
    })
  })

  test('a bump keeps none of an earlier bump past its recall window, nor items served since', () => {
    const before = order('ready', 'served', 'pending')
    const earlier = {
      at: at.toISOString(),
      items: [
        { item_id: 1, from: 'pending' as const },
        { item_id: 2, from: 'pending' as const },
      ],
    }
    expect(decide(applyBump(before, later(5 * 60_000), { station: 'hot', lastBump: earlier })).lastBump).toEqual({
      at: later(5 * 60_000),
      items: [
        { item_id: 1, from: 'pending' },
        { item_id: 3, from: 'pending' },
      ],
    })
    expect(decide(applyBump(before, later(RECALL_WINDOW_MS + 1), { station: 'hot', lastBump: earlier })).lastBump).toEqual({
      at: later(RECALL_WINDOW_MS + 1),
      items: [{ item_id: 3, from: 'pending' }],
    })
  })

  test('a station none of the order’s items is cooked at is not this order’s; no station is every item', () => {
    const items = order('pending', 'pending', 'pending')
    expect(hasStation(items, 'tandoor')).toBe(true)
    expect(hasStation(items, 'wok')).toBe(false)
    expect(hasStation(items, undefined)).toBe(true)
  })
})
