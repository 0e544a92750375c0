import type { RequestOf } from '../../../domain/contract/endpoint'
import type { placeOrder } from '../../../domain/contract/kitchen-orders'
import type { MenuItem } from '../../../domain/contract/restaurants'

/** Who the order is for: a table, a member at the bar or by the pool, or the counter. */
export type OrderTarget = { kind: 'table'; tableId: number | null } | { kind: 'member'; memberId: string } | { kind: 'counter' }

export interface OrderLine {
  menuItemId: number
  name: string
  pricePaise: number
  quantity: number
  notes: string
  /** What this dish must not contain for this guest: the kitchen shows it in red on the item. */
  allergyNotes: string
}

export interface OrderDraft {
  target: OrderTarget
  lines: OrderLine[]
  notes: string
  allergyNotes: string
}

export const MAX_QUANTITY = 99

export const emptyDraft = (): OrderDraft => ({ target: { kind: 'table', tableId: null }, lines: [], notes: '', allergyNotes: '' })

/** Tapping a dish again adds one more of it rather than a second line. */
export function addDish(draft: OrderDraft, dish: MenuItem): OrderDraft {
  const existing = draft.lines.find((line) => line.menuItemId === dish.menu_item_id)
  if (existing) return setQuantity(draft, dish.menu_item_id, existing.quantity + 1)
  const line: OrderLine = {
    menuItemId: dish.menu_item_id,
    name: dish.name,
    pricePaise: dish.price_paise,
    quantity: 1,
    notes: '',
    allergyNotes: '',
  }
  return { ...draft, lines: [...draft.lines, line] }
}

/** Quantities stay between 1 and 99 (the server's limits); removing a line is its own action. */
export function setQuantity(draft: OrderDraft, menuItemId: number, quantity: number): OrderDraft {
  const bounded = Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)))
  return { ...draft, lines: draft.lines.map((line) => (line.menuItemId === menuItemId ? { ...line, quantity: bounded } : line)) }
}

export function setLineNotes(draft: OrderDraft, menuItemId: number, notes: string): OrderDraft {
  return { ...draft, lines: draft.lines.map((line) => (line.menuItemId === menuItemId ? { ...line, notes } : line)) }
}

export function setLineAllergyNotes(draft: OrderDraft, menuItemId: number, allergyNotes: string): OrderDraft {
  return { ...draft, lines: draft.lines.map((line) => (line.menuItemId === menuItemId ? { ...line, allergyNotes } : line)) }
}

export function removeLine(draft: OrderDraft, menuItemId: number): OrderDraft {
  return { ...draft, lines: draft.lines.filter((line) => line.menuItemId !== menuItemId) }
}

export const draftTotalPaise = (draft: OrderDraft) => draft.lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0)
export const draftItemCount = (draft: OrderDraft) => draft.lines.reduce((sum, line) => sum + line.quantity, 0)

/** Shown beside the send button while it is off: an order without a dish has nothing to cook. */
export const EMPTY_ORDER_REASON = 'Add a dish to send the order'

/** Why the draft cannot be sent yet, in words for the steward; undefined when it can. */
export function draftProblem(draft: OrderDraft): string | undefined {
  if (draft.lines.length === 0) return EMPTY_ORDER_REASON
  if (draft.target.kind === 'table' && draft.target.tableId === null)
    return 'Choose a table, or take the order for a member or the counter.'
  if (draft.target.kind === 'member' && draft.target.memberId.trim() === '')
    return "Enter the member's ID, or choose a table or the counter."
  return undefined
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The body of POST /api/kitchen/orders (ADR 022). Neither table nor member is a counter order. */
export function toOrderBody(restaurantId: number, draft: OrderDraft): RequestOf<typeof placeOrder>['body'] {
  return {
    restaurant_id: restaurantId,
    table_id: draft.target.kind === 'table' ? draft.target.tableId : null,
    member_id: draft.target.kind === 'member' ? draft.target.memberId.trim() : null,
    items: draft.lines.map((line) => ({
      menu_item_id: line.menuItemId,
      quantity: line.quantity,
      notes: textOrNull(line.notes),
      allergy_notes: textOrNull(line.allergyNotes),
    })),
    notes: textOrNull(draft.notes),
    allergy_notes: textOrNull(draft.allergyNotes),
  }
}
