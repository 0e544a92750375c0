import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { convertQuantity, kitchenOfLocation, roundQuantity, weightedAverageCost, type UnitLike } from '../../domain/store.js'
import { startOfClubDay } from '../../domain/time.js'
import type { StockMove, StockMoveInput, historyQuery } from '../../domain/contract/store.js'
import type { z } from 'zod'
import { findProductByCode, type ProductRow } from './store-catalogue.repository.js'
import { findUnitOrFail, findVendorOrFail, productsWithStock } from './store-catalogue.service.js'
import { changeLevel, insertMove, levelAt, listMoves, totalOnHand, type MoveRow } from './stock-moves.repository.js'

export const PRODUCT_NOT_FOUND = 'Product not found'

export function toStockMove(row: MoveRow, product: { code: string; unit: string }, unitCostOverride?: number): StockMove {
  return {
    _id: Number(row.move_id),
    product_code: product.code,
    type: row.type,
    quantity: roundQuantity(Number(row.quantity)),
    unit: product.unit,
    location: row.location,
    other_location: row.other_location,
    balance: roundQuantity(Number(row.balance)),
    unit_cost_paise: Math.round(unitCostOverride ?? Number(row.unit_cost_paise)),
    average_cost_paise: Math.round(Number(row.average_cost_paise)),
    vendor_id: row.vendor_id,
    reference: row.reference,
    note: row.note,
    order_item_id: row.order_item_id,
    went_below_zero: row.went_below_zero,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by_name,
  }
}

const unitLike = (row: { symbol: string; dimension: UnitLike['dimension']; factor: number | string }): UnitLike => ({
  symbol: row.symbol,
  dimension: row.dimension,
  factor: Number(row.factor),
})

/** `quantity` of `unitId` in the product's stock unit; another dimension is a 400 on `field`. */
export async function inStockUnit(db: Executor, product: ProductRow, quantity: number, unitId: number, field = 'unit_id') {
  const unit = await findUnitOrFail(db, unitId, field)
  const stockUnit = { symbol: product.unit, dimension: product.dimension, factor: Number(product.factor) }
  const conversion = convertQuantity(quantity, unitLike(unit), stockUnit)
  if (!conversion.isAllowed) throw invalidField(field, conversion.message)
  return { quantity: conversion.quantity, unit }
}

async function assertLocation(db: Executor, location: string, field: string) {
  const kitchenId = kitchenOfLocation(location)
  if (kitchenId === undefined) return
  const kitchen = await db.selectFrom('kitchens').select('kitchen_id').where('kitchen_id', '=', kitchenId).executeTakeFirst()
  if (!kitchen) throw invalidField(field, `no kitchen has id ${kitchenId}`)
}

export interface MoveAuthor {
  userId: number | null
  name: string | null
}

/**
 * Records one stock move (ADR 037): the product is locked for the move, so its average cost and its
 * levels change one move at a time. A transfer (and an issue to a kitchen) is two rows, out of one
 * location and into the other. Stock may go below zero: the move says so.
 */
export function recordStockMove(db: DB, by: Auditor, author: MoveAuthor, input: StockMoveInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const product = await findProductByCode(trx, input.product_code, { forUpdate: true })
    if (!product) throw invalidField('product_code', `no product has the code ${input.product_code}`)
    if (!product.is_active) throw invalidField('product_code', `${product.name} is switched off; switch it on to move its stock`)
    await assertLocation(trx, input.location, 'location')
    if (input.to_location) await assertLocation(trx, input.to_location, 'to_location')
    if (input.vendor_id) await findVendorOrFail(trx, input.vendor_id)
    const { quantity } = await inStockUnit(trx, product, input.quantity, input.unit_id)
    let average = Number(product.average_cost_paise)
    const base = {
      product_id: product.product_id,
      type: input.type,
      entered_quantity: input.quantity,
      entered_unit_id: input.unit_id,
      vendor_id: input.vendor_id ?? null,
      reference: input.reference ?? null,
      note: input.note ?? null,
      created_by: author.userId,
      created_by_name: author.name,
      created_at: now,
    }
    const moves: MoveRow[] = []
    const write = async (location: string, delta: number, other: string | null, unitCost: number) => {
      const balance = await changeLevel(trx, product.product_id, location, delta)
      const row = await insertMove(trx, {
        ...base,
        quantity: delta,
        location,
        other_location: other,
        unit_cost_paise: unitCost,
        balance,
        average_cost_paise: average,
        went_below_zero: delta < 0 && balance < 0,
      })
      moves.push(row)
    }
    switch (input.type) {
      case 'purchase': {
        // The price is per entered unit; per stock unit it is the price over the stock units one entered unit is.
        const unitCost = (input.unit_cost_paise! * input.quantity) / quantity
        average = weightedAverageCost(await totalOnHand(trx, product.product_id), average, quantity, unitCost)
        await trx
          .updateTable('inv_products')
          .set({ average_cost_paise: average, updated_at: now })
          .where('product_id', '=', product.product_id)
          .execute()
        await write(input.location, quantity, null, unitCost)
        break
      }
      case 'issue':
      case 'transfer':
        await write(input.location, -quantity, input.to_location ?? null, average)
        if (input.to_location) await write(input.to_location, quantity, input.location, average)
        break
      case 'wastage':
        await write(input.location, -quantity, null, average)
        break
      case 'adjustment': {
        const delta = quantity - (await levelAt(trx, product.product_id, input.location))
        await write(input.location, delta, null, average)
        break
      }
    }
    const result = moves.map((row) => toStockMove(row, product))
    await recordChange(trx, by, {
      area: 'inventory',
      action: 'create',
      recordType: 'stock_move',
      recordId: result[0]!._id,
      summary: `${input.type} ${input.quantity} of ${product.code} at ${input.location}${input.to_location ? ` to ${input.to_location}` : ''}`,
      after: { ...input },
    })
    return { result, below_zero: result.some((move) => move.went_below_zero) }
  })
}

/** Days are the club's: `to` includes its whole day. */
const dayStart = (day: string) => startOfClubDay(day)

export async function productHistory(db: Executor, code: string, query: z.output<typeof historyQuery>) {
  const [product] = await productsWithStock(db, { code })
  if (!product) throw notFound(PRODUCT_NOT_FOUND)
  const limit = query.limit ?? 20
  const { rows, total } = await listMoves(db, {
    productId: product._id,
    ...(query.from ? { from: dayStart(query.from) } : {}),
    ...(query.to ? { to: new Date(dayStart(query.to).getTime() + 86_400_000) } : {}),
    ...(query.location ? { location: query.location } : {}),
    offset: (query.page - 1) * limit,
    limit,
  })
  return {
    result: rows.map((row) => toStockMove(row, product)),
    stock: product.stock,
    average_cost_paise: product.average_cost_paise,
    product,
    pagination: { page: query.page, limit, total, pages: Math.ceil(total / limit) },
  }
}
