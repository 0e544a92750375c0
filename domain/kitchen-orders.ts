/**
 * The one state machine of kitchen orders and their items, shared by the server and the kitchen
 * tablet (ADR 022). Pure: no I/O, no clock of its own; every function takes what it needs.
 *
 * An item moves pending → preparing → ready → served, one step at a time, and an item not yet ready
 * may be cancelled; only a bump (the whole order) takes pending items straight to ready. An order
 * has no status of its own: it follows its items (deriveOrderStatus). Order-level commands are item
 * changes. A kitchen is split into stations (tandoor, hot, wok...): an order-level command given a
 * station acts on that station's items only, one given none on all of them (StationScope).
 */
export const kitchenStatuses = ['pending', 'preparing', 'ready', 'served', 'cancelled'] as const
export type ItemStatus = (typeof kitchenStatuses)[number]
export type OrderStatus = ItemStatus
/** What an order-level command (update-status, kitchen.setOrderStatus) may ask for. */
export const orderTargets = ['preparing', 'ready', 'served', 'cancelled'] as const
export type OrderTarget = (typeof orderTargets)[number]

/** Recall undoes the last bump only this long after it. */
export const RECALL_WINDOW_MS = 30 * 60_000
/** Served and cancelled orders stay on the display (its "done" column) this long. */
export const COMPLETED_VISIBLE_MS = 30 * 60_000

export interface KitchenItem {
  item_id: number
  status: ItemStatus
  /** For messages a cook can read ('Butter Naan is served ...'); optional. */
  name?: string
  /** Where it is cooked, copied from the dish when ordered; null (or absent): no station. */
  station?: string | null
}

/**
 * Which items an order-level command acts on: one station's (a tablet showing the tandoor), or
 * every item when `station` is undefined (the All view, and clients that send no station).
 */
export interface StationScope {
  station?: string | undefined
  /** The order's last bump, for a bump to keep the part of it another station may still recall. */
  lastBump?: LastBump | null | undefined
}
export interface ItemChange {
  item_id: number
  from: ItemStatus
  to: ItemStatus
}
export interface LastBump {
  at: Date | string
  items: { item_id: number; from: ItemStatus }[]
}

/**
 * The outcome of a command. `changes` may be empty (asking for what already is: harmless, nothing
 * to write). `lastBump`: undefined leaves the recorded bump alone, null clears it, a value records it.
 */
export type Decision = { isAllowed: true; changes: ItemChange[]; lastBump?: LastBump | null } | { isAllowed: false; message: string }

function assertNever(value: never): never {
  throw new Error(`Unexpected kitchen status: ${String(value)}`)
}

const allowedNext: Record<ItemStatus, readonly ItemStatus[]> = {
  pending: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['served'],
  served: [],
  cancelled: [],
}

/** May an item go from `from` to `to`? Staying where it is is not a transition. */
export function canTransition(from: ItemStatus, to: ItemStatus): boolean {
  return allowedNext[from].includes(to)
}

/** What a tap on an item does on the display; undefined when a tap does nothing. */
export function nextItemStatus(status: ItemStatus): ItemStatus | undefined {
  switch (status) {
    case 'pending':
      return 'preparing'
    case 'preparing':
      return 'ready'
    case 'ready':
      return 'served'
    case 'served':
    case 'cancelled':
      return undefined
    default:
      return assertNever(status)
  }
}

/** Still to be cooked: what a bump marks ready and what cancelling an order cancels. */
export function isOpenItem(status: ItemStatus): boolean {
  switch (status) {
    case 'pending':
    case 'preparing':
      return true
    case 'ready':
    case 'served':
    case 'cancelled':
      return false
    default:
      return assertNever(status)
  }
}

/**
 * The order's status from its items': all cancelled (or none) → cancelled; of the rest, all served →
 * served; all ready or served → ready; all pending → pending; otherwise cooking has begun → preparing.
 */
export function deriveOrderStatus(statuses: readonly ItemStatus[]): OrderStatus {
  const active = statuses.filter((status) => status !== 'cancelled')
  if (active.length === 0) return 'cancelled'
  if (active.every((status) => status === 'served')) return 'served'
  if (active.every((status) => status === 'ready' || status === 'served')) return 'ready'
  if (active.every((status) => status === 'pending')) return 'pending'
  return 'preparing'
}

const nameOf = (item: KitchenItem) => item.name ?? `Item ${item.item_id}`
const refuse = (message: string): Decision => ({ isAllowed: false, message })

/** Is the item cooked at `station`? Every item is, for no station (the All view). */
export function isAtStation(item: Pick<KitchenItem, 'station'>, station: string | undefined): boolean {
  return station === undefined || item.station === station
}

/** The items a command for `station` acts on. */
export function itemsAtStation<T extends Pick<KitchenItem, 'station'>>(items: readonly T[], station: string | undefined): T[] {
  return items.filter((item) => isAtStation(item, station))
}

/**
 * Does the order have anything at `station`? A command for a station none of its items is cooked
 * at names a station that is not this order's (bad input, not a state the order is in).
 */
export function hasStation(items: readonly Pick<KitchenItem, 'station'>[], station: string | undefined): boolean {
  return station === undefined || items.some((item) => item.station === station)
}

/**
 * The order as one station sees it: the status its own items give (deriveOrderStatus). A tandoor
 * whose breads are all ready sees the order ready while the hot station still cooks its curry.
 */
export function stationStatus(items: readonly KitchenItem[], station: string | undefined): OrderStatus {
  return deriveOrderStatus(itemsAtStation(items, station).map((item) => item.status))
}

/** How a refusal speaks of what the command acts on: the whole order, or a station's share of it. */
const wordsFor = (station: string | undefined) =>
  station === undefined
    ? { subject: 'This order is', it: 'it', readyOnes: 'a ready order' }
    : { subject: `Its ${station} items are`, it: 'they', readyOnes: 'ready items' }

/** One item to `to`. An unknown item id is the caller's business (not found), not the machine's. */
export function applyItemStatus(items: readonly KitchenItem[], itemId: number, to: ItemStatus): Decision {
  const item = items.find((candidate) => candidate.item_id === itemId)
  if (!item) return refuse(`Item ${itemId} is not part of this order.`)
  if (item.status === to) return { isAllowed: true, changes: [] }
  if (!canTransition(item.status, to)) return refuse(`${nameOf(item)} is ${item.status}; it cannot become ${to}.`)
  return { isAllowed: true, changes: [{ item_id: item.item_id, from: item.status, to }] }
}

/**
 * Every open item (of the station, with one) → ready, remembering where each was so that recall can
 * undo it. The recorded bump also keeps, from the order's previous bump, the items another station
 * bumped that may still be recalled (still ready, that bump within RECALL_WINDOW_MS): the tandoor's
 * bump must not take the hot station's recall away. The window then runs from this bump.
 */
export function applyBump(items: readonly KitchenItem[], at: Date | string, scope: StationScope = {}): Decision {
  const { station } = scope
  const open = itemsAtStation(items, station).filter((item) => isOpenItem(item.status))
  if (open.length === 0) {
    return refuse(
      station === undefined
        ? 'Nothing to bump: no item of this order is waiting to be cooked.'
        : `Nothing to bump at ${station}: none of this order’s ${station} items is waiting to be cooked.`,
    )
  }
  const bumped = open.map((item) => ({ item_id: item.item_id, from: item.status }))
  const kept = stillRecallable(items, scope.lastBump, at).filter((entry) => !open.some((item) => item.item_id === entry.item_id))
  return {
    isAllowed: true,
    changes: open.map((item) => ({ item_id: item.item_id, from: item.status, to: 'ready' as const })),
    lastBump: { at, items: [...kept, ...bumped] },
  }
}

const isWithinWindow = (lastBump: LastBump, now: Date | string) =>
  new Date(now).getTime() - new Date(lastBump.at).getTime() <= RECALL_WINDOW_MS

/** The entries of a bump that a recall at `now` would still put back. */
function stillRecallable(items: readonly KitchenItem[], lastBump: LastBump | null | undefined, now: Date | string) {
  if (!lastBump || !isWithinWindow(lastBump, now)) return []
  return lastBump.items.filter((entry) => items.find((item) => item.item_id === entry.item_id)?.status === 'ready')
}

/**
 * Undo the last bump within RECALL_WINDOW_MS: each bumped item (of the station, with one) still
 * ready goes back to where it was (an item served since stays served). What was undone is forgotten:
 * a second recall is refused; a station's recall leaves the other stations' part of the bump.
 */
export function applyRecall(
  items: readonly KitchenItem[],
  lastBump: LastBump | null | undefined,
  now: Date,
  station?: string | undefined,
): Decision {
  const atStation = (entry: { item_id: number }) => {
    const item = items.find((candidate) => candidate.item_id === entry.item_id)
    return item !== undefined && isAtStation(item, station)
  }
  const own = lastBump?.items.filter(atStation) ?? []
  if (!lastBump || own.length === 0) {
    return refuse(
      station === undefined
        ? 'Nothing to recall: this order has not been bumped.'
        : `Nothing to recall at ${station}: its items of this order have not been bumped.`,
    )
  }
  if (!isWithinWindow(lastBump, now)) {
    return refuse(`Too late to recall: a bump can be undone within ${RECALL_WINDOW_MS / 60_000} minutes.`)
  }
  const changes: ItemChange[] = []
  for (const bumped of own) {
    const item = items.find((candidate) => candidate.item_id === bumped.item_id)
    if (item?.status === 'ready') changes.push({ item_id: item.item_id, from: 'ready', to: bumped.from })
  }
  if (changes.length === 0) return refuse('Nothing to recall: every bumped item has been served or cancelled since.')
  const others = lastBump.items.filter((entry) => !atStation(entry))
  return { isAllowed: true, changes, lastBump: others.length > 0 ? { at: lastBump.at, items: others } : null }
}

/**
 * A whole-order command, on the station's items with a station (StationScope), on all without:
 * preparing starts every pending item; ready is a bump; served serves them once all are ready;
 * cancelled cancels them while none is ready or served yet.
 */
export function applyOrderStatus(
  items: readonly KitchenItem[],
  target: OrderTarget,
  at: Date | string,
  scope: StationScope = {},
): Decision {
  const { station } = scope
  const scoped = itemsAtStation(items, station)
  const current = deriveOrderStatus(scoped.map((item) => item.status))
  const { subject, it, readyOnes } = wordsFor(station)
  if (current === target) return { isAllowed: true, changes: [] }
  const move = (from: ItemStatus, to: ItemStatus) =>
    scoped.filter((item) => item.status === from).map((item) => ({ item_id: item.item_id, from, to }))
  switch (target) {
    case 'preparing': {
      const changes = move('pending', 'preparing')
      return changes.length > 0 ? { isAllowed: true, changes } : refuse(`${subject} ${current}; ${it} cannot go back to preparing.`)
    }
    case 'ready':
      return current === 'served' || current === 'cancelled'
        ? refuse(`${subject} ${current}; ${it} cannot become ready.`)
        : applyBump(items, at, scope)
    case 'served':
      return current === 'ready'
        ? { isAllowed: true, changes: move('ready', 'served') }
        : refuse(`${subject} ${current}; only ${readyOnes} can be served.`)
    case 'cancelled': {
      const started = scoped.filter((item) => item.status === 'ready' || item.status === 'served')
      if (started.length > 0)
        return refuse(
          `${subject} ${current}: ${started.map(nameOf).join(', ')} already left the kitchen; cancel the other items one by one.`,
        )
      return {
        isAllowed: true,
        changes: scoped
          .filter((item) => isOpenItem(item.status))
          .map((item) => ({ item_id: item.item_id, from: item.status, to: 'cancelled' as const })),
      }
    }
    default:
      return assertNever(target)
  }
}

/** The items after a decision's changes: how the tablet updates its own copy at once. */
export function withChanges<T extends KitchenItem>(items: readonly T[], changes: readonly ItemChange[]): T[] {
  const next = new Map(changes.map((change) => [change.item_id, change.to]))
  return items.map((item) => (next.has(item.item_id) ? { ...item, status: next.get(item.item_id)! } : item))
}
