import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { flag, flagText, id, idOf, omitEmpty, requiredText, text, timestamp } from './fields.js'

/**
 * Menu categories (spec 2 §§3, 4, 7, 8 "Menu categories"; issue 22): the lists a dish's category,
 * food type and cuisine are chosen from. Label and value of a dropdown are both the name.
 */
const tag = 'Menu categories'

export const menuCategoryTypes = ['category', 'foodType', 'cuisine'] as const
export type MenuCategoryType = (typeof menuCategoryTypes)[number]
export const menuCategoryTypeLabels: Record<MenuCategoryType, string> = {
  category: 'Category',
  foodType: 'Food type',
  cuisine: 'Cuisine',
}

const categoryType = z.enum(menuCategoryTypes, { error: 'must be one of category, foodType or cuisine' })

export const createMenuCategoryBody = z.object({
  name: requiredText('Name', 60),
  type: categoryType,
  isActive: flag.default(true),
})

export const updateMenuCategoryBody = z
  .object({ name: requiredText('Name', 60).optional(), type: categoryType.optional(), isActive: flag.optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one of name, type or isActive.',
  })

export const bulkUpdateMenuCategoriesBody = z.object({
  categories: z
    .array(
      z.object({
        _id: idOf('menu category'),
        name: requiredText('Name', 60).optional(),
        type: categoryType.optional(),
        isActive: flag.optional(),
      }),
      { error: 'must be a list of categories, each with its _id' },
    )
    .min(1, 'must name at least one category')
    .max(500, 'must be at most 500 categories'),
})

export type CreateMenuCategoryInput = z.output<typeof createMenuCategoryBody>
export type UpdateMenuCategoryInput = z.output<typeof updateMenuCategoryBody>
export type BulkUpdateMenuCategoriesInput = z.output<typeof bulkUpdateMenuCategoriesBody>

export const menuCategoryListQuery = z.object({
  search: omitEmpty(text(60)),
  type: omitEmpty(categoryType),
  isActive: omitEmpty(flagText),
})

export const menuCategoryIdParam = z.object({ id })
export const menuCategoryTypeParam = z.object({ type: categoryType })

export const menuCategory = z.object({
  _id: z.number(),
  name: z.string(),
  type: z.enum(menuCategoryTypes),
  isActive: z.boolean(),
  /** Dishes naming it (a category in use cannot be deleted). */
  dish_count: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type MenuCategory = z.infer<typeof menuCategory>

const categoryAnswer = z.object({ success: z.literal(true), message: z.string(), data: menuCategory })

export const listMenuCategories = endpoint({
  method: 'get',
  path: '/api/menu-categories',
  tag,
  summary: 'The menu categories, food types and cuisines, filtered by search, type and isActive',
  audience: 'staff',
  query: menuCategoryListQuery,
  responses: { 200: z.object({ success: z.literal(true), data: z.array(menuCategory) }) },
})

export const menuCategoriesOfType = endpoint({
  method: 'get',
  path: '/api/menu-categories/type/:type',
  tag,
  summary: 'The active entries of one list, for a dropdown: label and value are both the name',
  description: 'Open to menu-categories view, and to restaurants create or edit (the dish form fills its dropdowns from it).',
  audience: 'staff',
  params: menuCategoryTypeParam,
  responses: {
    200: z.object({
      success: z.literal(true),
      data: z.array(menuCategory),
      options: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
  },
})

export const getMenuCategory = endpoint({
  method: 'get',
  path: '/api/menu-categories/:id',
  tag,
  summary: 'One menu category',
  audience: 'staff',
  params: menuCategoryIdParam,
  responses: { 200: z.object({ success: z.literal(true), data: menuCategory }) },
})

export const createMenuCategory = endpoint({
  method: 'post',
  path: '/api/menu-categories',
  tag,
  summary: 'Adds an entry to a list; a name already in that list, in any case, is a 409',
  audience: 'staff',
  body: createMenuCategoryBody,
  responses: { 201: categoryAnswer },
})

export const updateMenuCategory = endpoint({
  method: 'put',
  path: '/api/menu-categories/:id',
  tag,
  summary: 'Renames or moves an entry; the dishes naming it take the new name',
  audience: 'staff',
  params: menuCategoryIdParam,
  body: updateMenuCategoryBody,
  responses: { 200: categoryAnswer },
})

export const bulkUpdateMenuCategories = endpoint({
  method: 'put',
  path: '/api/menu-categories/bulk/update',
  tag,
  summary: 'Changes several entries at once: all of them or none',
  audience: 'staff',
  body: bulkUpdateMenuCategoriesBody,
  responses: { 200: z.object({ success: z.literal(true), message: z.string(), data: z.array(menuCategory) }) },
})

export const deleteMenuCategory = endpoint({
  method: 'delete',
  path: '/api/menu-categories/:id',
  tag,
  summary: 'Removes an entry no dish uses; one in use is a 409 naming the dishes (switch it off instead)',
  audience: 'staff',
  params: menuCategoryIdParam,
  responses: { 200: categoryAnswer },
})

export const toggleMenuCategory = endpoint({
  method: 'patch',
  path: '/api/menu-categories/:id/toggle-status',
  tag,
  summary: 'Switches an entry off (dishes keep it; dropdowns no longer offer it), or on again',
  audience: 'staff',
  params: menuCategoryIdParam,
  responses: { 200: categoryAnswer },
})
