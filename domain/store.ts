/**
 * The store's pure rules (issue 22, ADR 037): units convert within their dimension only, the
 * weighted average cost of a product after a purchase, and the locations stock is kept at.
 */
export const stockDimensions = ['mass', 'volume', 'count'] as const
export type StockDimension = (typeof stockDimensions)[number]
export const dimensionBaseUnit: Record<StockDimension, string> = { mass: 'g', volume: 'ml', count: 'piece' }

export interface UnitLike {
  symbol: string
  dimension: StockDimension
  /** How many of the dimension's base unit one of this unit is (kg 1000, g 1). */
  factor: number
}

export type Conversion = { isAllowed: true; quantity: number } | { isAllowed: false; message: string }

/** Quantities are kept to a thousandth of a unit: a gram of a kilo, a millilitre of a litre. */
export const roundQuantity = (quantity: number) => Math.round(quantity * 1000) / 1000

/** `quantity` of `from` in `to`; across dimensions (kilograms to litres) there is no answer. */
export function convertQuantity(quantity: number, from: UnitLike, to: UnitLike): Conversion {
  if (from.dimension !== to.dimension) {
    return {
      isAllowed: false,
      message: `${from.symbol} is a unit of ${from.dimension} and ${to.symbol} of ${to.dimension}; a quantity converts only within its dimension`,
    }
  }
  return { isAllowed: true, quantity: (quantity * from.factor) / to.factor }
}

/**
 * The average cost per unit after buying `quantity` at `unitCost` into `onHand` at `averageCost`.
 * Stock at or below zero carries no cost forward: the purchase's price becomes the average.
 */
export function weightedAverageCost(onHand: number, averageCost: number, quantity: number, unitCost: number): number {
  if (onHand <= 0) return unitCost
  return (onHand * averageCost + quantity * unitCost) / (onHand + quantity)
}

export const STORE_LOCATION = 'store'
export const kitchenLocation = (kitchenId: number) => `kitchen:${kitchenId}`
export const LOCATION_PATTERN = /^(store|kitchen:[1-9]\d{0,9})$/
export const LOCATION_RULE = "must be 'store' or 'kitchen:{kitchenId}', such as kitchen:1"

export function kitchenOfLocation(location: string): number | undefined {
  const match = /^kitchen:(\d+)$/.exec(location)
  return match ? Number(match[1]) : undefined
}

export const stockMoveTypes = ['purchase', 'issue', 'transfer', 'wastage', 'adjustment'] as const
export type StockMoveInputType = (typeof stockMoveTypes)[number]
export const stockMoveTypeLabels: Record<StockMoveInputType | 'consumption', string> = {
  purchase: 'Purchase',
  issue: 'Issue',
  transfer: 'Transfer',
  wastage: 'Wastage',
  adjustment: 'Count',
  consumption: 'Used by kitchen',
}

/** A recipe's share for `servings` of a dish that yields `portions`. */
export const ingredientShare = (quantity: number, servings: number, portions: number) => (quantity * servings) / portions
