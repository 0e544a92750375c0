import { describe, expect, test } from 'vitest'
import {
  applyBump,
  applyItemStatus,
  applyOrderStatus,
  applyRecall,
  canTransition,
  deriveOrderStatus,
  isOpenItem,
  kitchenStatuses,
  nextItemStatus,
  orderTargets,
  RECALL_WINDOW_MS,
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
