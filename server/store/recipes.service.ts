import type { Insertable } from 'kysely'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { RecipeIngredientsTable } from '../db/store-schema.js'
import type { DB, Executor } from '../db/database.js'
import { notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { convertQuantity, roundQuantity } from '../../domain/store.js'
import type { Recipe, RecipeInput } from '../../domain/contract/restaurants.js'
import { findProductByCode } from './store-catalogue.repository.js'

/**
 * Dishes' recipes (issue 22, ADR 038): ingredients from the store's products, the portions they make,
 * and the method. The food cost is read from the products' current average cost.
 */

function readIngredients(db: Executor, menuItemIds: number[]) {
  return db
    .selectFrom('recipe_ingredients as r')
    .innerJoin('inv_products as p', 'p.product_id', 'r.product_id')
    .innerJoin('inv_units as u', 'u.unit_id', 'r.unit_id')
    .innerJoin('inv_units as s', 's.unit_id', 'p.unit_id')
    .select([
      'r.menu_item_id',
      'r.position',
      'r.product_id',
      'r.quantity',
      'r.unit_id',
      'p.code',
      'p.name',
      'p.average_cost_paise',
      'u.symbol as unit',
      'u.factor as unit_factor',
      's.factor as stock_factor',
    ])
    .where('r.menu_item_id', 'in', menuItemIds.length ? menuItemIds : [0])
    .orderBy('r.menu_item_id')
    .orderBy('r.position')
    .execute()
}

/** Several dishes' recipes with their cost, in two statements. */
export async function recipesOf(db: Executor, menuItemIds: number[]): Promise<Map<number, Recipe>> {
  const dishes = await db
    .selectFrom('menu_items')
    .select(['menu_item_id', 'name', 'recipe', 'recipe_portions', 'price_paise'])
    .where('menu_item_id', 'in', menuItemIds.length ? menuItemIds : [0])
    .execute()
  const lines = await readIngredients(db, menuItemIds)
  return new Map(
    dishes.map((dish) => {
      const ingredients = lines
        .filter((line) => line.menu_item_id === dish.menu_item_id)
        .map((line) => {
          // Same dimension by construction (checked when saved): the quantity in the stock unit.
          const inStockUnit = (Number(line.quantity) * Number(line.unit_factor)) / Number(line.stock_factor)
          return {
            product_code: line.code,
            product_name: line.name,
            quantity: roundQuantity(Number(line.quantity)),
            unit_id: line.unit_id,
            unit: line.unit,
            cost_paise: Math.round(inStockUnit * Number(line.average_cost_paise)),
          }
        })
      const portions = dish.recipe_portions
      const total = ingredients.reduce((sum, line) => sum + line.cost_paise, 0)
      const foodCost = Math.round(total / portions)
      const price = Number(dish.price_paise)
      return [
        dish.menu_item_id,
        {
          _id: dish.menu_item_id,
          menu_item_id: dish.menu_item_id,
          name: dish.name,
          recipe: dish.recipe,
          method: dish.recipe,
          portions,
          ingredients,
          price_paise: price,
          food_cost_paise: foodCost,
          food_cost_percent: price > 0 ? Math.round((foodCost / price) * 1000) / 10 : null,
        },
      ]
    }),
  )
}

export async function recipeOf(db: Executor, menuItemId: number): Promise<Recipe> {
  const recipe = (await recipesOf(db, [menuItemId])).get(menuItemId)
  if (!recipe) throw notFound('Menu item not found')
  return recipe
}

/** Saves a recipe: the ingredients given replace the dish's; parts left out stay. */
export function saveRecipe(db: DB, by: Auditor, menuItemId: number, input: RecipeInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('menu_items')
      .select('menu_item_id')
      .where('menu_item_id', '=', menuItemId)
      .forUpdate()
      .executeTakeFirst()
    if (!locked) throw notFound('Menu item not found')
    const before = await recipeOf(trx, menuItemId)
    if (input.ingredients) {
      const rows: Insertable<RecipeIngredientsTable>[] = []
      for (const [index, line] of input.ingredients.entries()) {
        const product = await findProductByCode(trx, line.product_code)
        if (!product) throw invalidField(`ingredients.${index}.product_code`, `no product has the code ${line.product_code}`)
        if (rows.some((row) => row.product_id === product.product_id)) {
          throw invalidField(`ingredients.${index}.product_code`, `${product.code} is already in the recipe; give its whole quantity once`)
        }
        const unit = await trx.selectFrom('inv_units').selectAll().where('unit_id', '=', line.unit_id).executeTakeFirst()
        if (!unit) throw invalidField(`ingredients.${index}.unit_id`, `no measurement unit has id ${line.unit_id}`)
        const conversion = convertQuantity(
          line.quantity,
          { symbol: unit.symbol, dimension: unit.dimension, factor: Number(unit.factor) },
          { symbol: product.unit, dimension: product.dimension, factor: Number(product.factor) },
        )
        if (!conversion.isAllowed) throw invalidField(`ingredients.${index}.unit_id`, conversion.message)
        rows.push({
          menu_item_id: menuItemId,
          position: index + 1,
          product_id: product.product_id,
          quantity: line.quantity,
          unit_id: line.unit_id,
        })
      }
      await trx.deleteFrom('recipe_ingredients').where('menu_item_id', '=', menuItemId).execute()
      if (rows.length) await trx.insertInto('recipe_ingredients').values(rows).execute()
    }
    const method = input.method !== undefined ? input.method : input.recipe
    await trx
      .updateTable('menu_items')
      .set({
        ...(method !== undefined ? { recipe: method } : {}),
        ...(input.portions !== undefined ? { recipe_portions: input.portions } : {}),
        updated_at: now,
      })
      .where('menu_item_id', '=', menuItemId)
      .execute()
    const after = await recipeOf(trx, menuItemId)
    await recordChange(trx, by, {
      area: 'restaurants',
      action: 'update',
      recordType: 'recipe',
      recordId: menuItemId,
      before: {
        method: before.method,
        portions: before.portions,
        ingredients: before.ingredients.map(({ cost_paise: _, ...line }) => line),
      },
      after: { method: after.method, portions: after.portions, ingredients: after.ingredients.map(({ cost_paise: _, ...line }) => line) },
    })
    return after
  })
}
