import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { flag, id, paise, text, timestamp } from './fields.js'

/**
 * Member categories (spec 2 §7 "Member categories"): Life, Permanent, Corporate... with the annual
 * fee and the credit limit their members get by default. A category is switched off, never deleted:
 * its members keep it, and no new member joins it.
 */
const tag = 'Member categories'

const nameField = z.string({ error: "* Name can't be empty" }).trim().min(1, "* Name can't be empty").pipe(text(100))

const categoryFields = {
  name: nameField,
  description: text(500)
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  /** Up to ₹10,00,000 a year. */
  annual_fee_paise: paise().max(100_000_000, 'must be at most 100000000 (₹10,00,000)'),
  /** What a member of this category may owe the club when their own limit is not set; up to ₹10,00,000. */
  default_credit_limit_paise: paise().max(100_000_000, 'must be at most 100000000 (₹10,00,000)'),
  is_active: flag,
}

export const createCategoryBody = z.object({
  ...categoryFields,
  annual_fee_paise: categoryFields.annual_fee_paise.default(0),
  default_credit_limit_paise: categoryFields.default_credit_limit_paise.default(0),
  is_active: flag.default(true),
})
export type CreateCategoryInput = z.output<typeof createCategoryBody>

export const updateCategoryBody = z
  .object({
    ...categoryFields,
    name: nameField.optional(),
    annual_fee_paise: categoryFields.annual_fee_paise.optional(),
    default_credit_limit_paise: categoryFields.default_credit_limit_paise.optional(),
    is_active: flag.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one of name, description, annual_fee_paise, default_credit_limit_paise or is_active.',
  })
export type UpdateCategoryInput = z.output<typeof updateCategoryBody>

export const categoryIdParam = z.object({ id })

export const memberCategory = z.object({
  category_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  annual_fee_paise: z.number(),
  default_credit_limit_paise: z.number(),
  is_active: z.boolean(),
  /** Members in the category, whatever their status. */
  member_count: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type MemberCategory = z.infer<typeof memberCategory>

const categoryAnswer = z.object({ message: z.string(), result: memberCategory })

export const listMemberCategories = endpoint({
  method: 'get',
  path: '/api/membercategory',
  tag,
  summary: 'Every member category by name, switched-off ones too',
  description: 'For the member-categories area and for anyone who may view members (the member form picks from it).',
  audience: 'staff',
  responses: { 200: z.object({ result: z.array(memberCategory) }) },
})

export const createMemberCategory = endpoint({
  method: 'post',
  path: '/api/membercategory',
  tag,
  summary: 'Adds a member category',
  description: 'A name already taken, in any case, is a 409 naming `name`.',
  audience: 'staff',
  body: createCategoryBody,
  responses: { 201: categoryAnswer },
})

export const updateMemberCategory = endpoint({
  method: 'put',
  path: '/api/membercategory/:id',
  tag,
  summary: 'Changes a category’s name, fee, default credit limit, or switches it off or on',
  audience: 'staff',
  params: categoryIdParam,
  body: updateCategoryBody,
  responses: { 200: categoryAnswer },
})
