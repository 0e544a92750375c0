import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { roundQuantity, weightedAverageCost } from '../../domain/store.js'
import { demoRecipeBase, demoRecipeRules, demoStoreProducts, demoUnits, demoVendors, uncookedCategories } from './demo-store-data.js'

const DAY_MS = 86_400_000

interface DemoProduct {
  code: string
  name: string
  category: string
  unit: string
  pricePaise: number
  reorder: number
  vendor: number
}

const products: DemoProduct[] = Object.entries(demoStoreProducts).flatMap(([category, table]) =>
  table
    .trim()
    .split('\n')
    .map((line) => {
      const [code, name, unit, price, reorder, vendor] = line.split('|') as [string, string, string, string, string, string]
      return { code, name, category, unit, pricePaise: Math.round(Number(price) * 100), reorder: Number(reorder), vendor: Number(vendor) }
    }),
)

/**
 * The demo store (issue 22): units, categories, vendors, ~150 products, a month of purchases and
 * issues to the two kitchens (balances and average costs worked out here and written in a few bulk
 * statements, so the demo stays quick to build), and a recipe for every demo dish. Always the same data.
 */
export async function seedDemoStore(trx: Transaction<Database>, now: Date) {
  const units = await trx
    .insertInto('inv_units')
    .values(demoUnits.map((unit) => ({ ...unit })))
    .returning(['unit_id', 'symbol'])
    .execute()
  const unitId = (symbol: string) => units.find((unit) => unit.symbol === symbol)!.unit_id
  const categories = await trx
    .insertInto('inv_categories')
    .values(Object.keys(demoStoreProducts).map((name) => ({ name })))
    .returning(['category_id', 'name'])
    .execute()
  const vendors = await trx
    .insertInto('inv_vendors')
    .values(demoVendors.map((vendor) => ({ ...vendor })))
    .returning('vendor_id')
    .execute()
  const kitchens = await trx.selectFrom('kitchens').select('kitchen_id').orderBy('kitchen_id').execute()
  const keeper = await trx.selectFrom('users').select(['user_id', 'name']).where('email', '=', 'stores@club.test').executeTakeFirst()

  const history = products.map((product, index) =>
    simulateMonth(
      product,
      index,
      kitchens.map((kitchen) => `kitchen:${kitchen.kitchen_id}`),
    ),
  )
  const inserted = await trx
    .insertInto('inv_products')
    .values(
      products.map((product, index) => ({
        code: product.code,
        name: product.name,
        category_id: categories.find((category) => category.name === product.category)!.category_id,
        unit_id: unitId(product.unit),
        reorder_level: product.reorder,
        vendor_id: vendors[product.vendor]!.vendor_id,
        average_cost_paise: history[index]!.average,
      })),
    )
    .returning(['product_id', 'code'])
    .execute()
  const productId = new Map(inserted.map((row) => [row.code, row.product_id]))

  const moves = products.flatMap((product, index) =>
    history[index]!.moves.map((move) => ({
      product_id: productId.get(product.code)!,
      type: move.type,
      quantity: move.quantity,
      entered_quantity: Math.abs(move.quantity),
      entered_unit_id: unitId(product.unit),
      location: move.location,
      other_location: move.other,
      vendor_id: move.type === 'purchase' ? vendors[product.vendor]!.vendor_id : null,
      unit_cost_paise: move.unitCost,
      balance: move.balance,
      average_cost_paise: move.average,
      reference: move.type === 'purchase' ? `BILL-${1000 + index * 7 + move.day}` : `INDENT-${2000 + move.day}`,
      created_by: keeper?.user_id ?? null,
      created_by_name: keeper?.name ?? null,
      created_at: new Date(now.getTime() - move.day * DAY_MS),
    })),
  )
  for (let start = 0; start < moves.length; start += 1000)
    await trx
      .insertInto('inv_stock_moves')
      .values(moves.slice(start, start + 1000))
      .execute()
  const levels = products.flatMap((product, index) =>
    [...history[index]!.levels].map(([location, quantity]) => ({ product_id: productId.get(product.code)!, location, quantity })),
  )
  await trx.insertInto('inv_stock_levels').values(levels).execute()

  await seedDemoRecipes(trx, productId, unitId)
}

type SimulatedMove = {
  day: number
  type: 'purchase' | 'issue'
  quantity: number
  location: string
  other: string | null
  unitCost: number
  balance: number
  average: number
}

/** A month of one product: a purchase each week, an issue to a kitchen every third day; a few end low. */
function simulateMonth(product: DemoProduct, index: number, kitchens: string[]) {
  const levels = new Map<string, number>([['store', 0]])
  const moves: SimulatedMove[] = []
  let average = 0
  const isEndingLow = index % 9 === 0
  for (let day = 30; day >= 1; day--) {
    const isPurchaseDay = (day + index) % 7 === 2 && !isEndingLow
    if (isPurchaseDay || day === 30) {
      const quantity = roundQuantity(product.reorder * (isEndingLow ? 0.8 : 2.5))
      const unitCost = Math.round(product.pricePaise * (1 + (((index + day) % 5) - 2) / 100))
      const onHand = [...levels.values()].reduce((sum, level) => sum + level, 0)
      average = weightedAverageCost(onHand, average, quantity, unitCost)
      const balance = roundQuantity(levels.get('store')! + quantity)
      levels.set('store', balance)
      moves.push({ day, type: 'purchase', quantity, location: 'store', other: null, unitCost, balance, average })
    }
    if ((day + index) % 3 === 0) {
      const quantity = roundQuantity(product.reorder * 0.6)
      const kitchen = kitchens[(day + index) % kitchens.length]!
      if (levels.get('store')! < quantity || !kitchen) continue
      const fromBalance = roundQuantity(levels.get('store')! - quantity)
      const toBalance = roundQuantity((levels.get(kitchen) ?? 0) + quantity)
      levels.set('store', fromBalance)
      levels.set(kitchen, toBalance)
      moves.push({
        day,
        type: 'issue',
        quantity: -quantity,
        location: 'store',
        other: kitchen,
        unitCost: average,
        balance: fromBalance,
        average,
      })
      moves.push({ day, type: 'issue', quantity, location: kitchen, other: 'store', unitCost: average, balance: toBalance, average })
    }
  }
  return { moves, levels, average }
}

/** Every demo dish gets a recipe from the words in its name (one portion); cooked dishes add oil, onion and salt. */
async function seedDemoRecipes(trx: Transaction<Database>, productId: Map<string, number>, unitId: (symbol: string) => number) {
  const dishes = await trx.selectFrom('menu_items').select(['menu_item_id', 'name', 'category']).execute()
  const rows = dishes.flatMap((dish) => {
    const lines = new Map<string, [number, string]>()
    for (const [pattern, ingredients] of demoRecipeRules) {
      if (!pattern.test(dish.name)) continue
      for (const [code, quantity, unit] of ingredients) if (!lines.has(code)) lines.set(code, [quantity, unit])
    }
    if (!uncookedCategories.has(dish.category ?? ''))
      for (const [code, quantity, unit] of demoRecipeBase) if (!lines.has(code)) lines.set(code, [quantity, unit])
    return [...lines].map(([code, [quantity, unit]], position) => ({
      menu_item_id: dish.menu_item_id,
      position: position + 1,
      product_id: productId.get(code)!,
      quantity,
      unit_id: unitId(unit),
    }))
  })
  if (rows.length) await trx.insertInto('recipe_ingredients').values(rows).execute()
}
