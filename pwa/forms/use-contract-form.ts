import { zodResolver } from '@hookform/resolvers/zod'
import { rupeesToPaise } from '../../domain/money'
import { useState, type BaseSyntheticEvent } from 'react'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import { z } from 'zod'
import { failureMessage, fieldErrorsOf } from '../api/failure'
import { CORRECT_MARKED_FIELDS } from './server-field-errors'

/**
 * A form checked by the contract's own schema (domain/contract/), so a rule and its message live
 * once: the form's fields are named as the request's, `toRequest` turns what was typed (text) into
 * what the schema reads (numbers, lists), and the submit handler receives the request exactly as the
 * schema gives it to the server. A refusal from the server lands on the fields it names.
 */
export function useContractForm<Values extends FieldValues, S extends z.ZodType>(options: {
  schema: S
  defaultValues: DefaultValues<Values>
  toRequest?: (values: Values) => unknown
}) {
  const { schema, defaultValues, toRequest } = options
  const checked = toRequest ? z.preprocess((values) => toRequest(values as Values), schema) : schema
  const check = zodResolver(checked as never) as unknown as Resolver<Values, unknown, z.output<S>>
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: async (values, context, resolverOptions) => {
      const result = await check(values, context, resolverOptions)
      return Object.keys(result.errors).length === 0 ? result : { values: {}, errors: onTheirFields<Values>(result.errors, values) }
    },
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [alert, setAlert] = useState<string>()

  /** Shows a failed save: the server's field messages on their fields, and the alert's text. */
  function showFailure(error: unknown, fallback: string) {
    const byField = fieldErrorsOf(error)
    const known = Object.keys(byField).filter((path) => path.split('.')[0]! in (defaultValues as object))
    for (const path of known) form.setError(path.split('.')[0] as Path<Values>, { type: 'server', message: byField[path] })
    setAlert(known.length > 0 ? CORRECT_MARKED_FIELDS : failureMessage(error, fallback))
  }

  /**
   * The submit handler: checks, then hands the request to `save`; a refusal of the check says so in the alert.
   * A form's onSubmit expects a void: the check's promise is let go on purpose, since `save` starts its own
   * mutation and reports its own failure, and the event's default is prevented before the first await.
   */
  const submitWith = (save: (request: z.output<S>) => void) => {
    const submit = form.handleSubmit(
      (request) => {
        setAlert(undefined)
        save(request)
      },
      () => setAlert(CORRECT_MARKED_FIELDS),
    )
    return (event?: BaseSyntheticEvent): void => void submit(event)
  }

  return { form, alert, showFailure, submitWith }
}

/** Digits typed into a number field become a number; anything else is left for the schema to refuse. */
export function numberFromText(text: unknown): unknown {
  return typeof text === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text
}

/** 'Hot, tandoor ,bar' → ['Hot', 'tandoor', 'bar']: a comma-separated field as a list. */
export function listFromText(text: unknown): unknown {
  return typeof text === 'string'
    ? text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : text
}

/**
 * Rupees as typed ('800', '800.50', '₹1,200') → paise (domain/money.ts); blank → `empty` (left out, or
 * null to clear); anything else is left as text for the schema to refuse ('must be a number').
 */
export function paiseFromRupeesText(text: unknown, empty: null | undefined = undefined): unknown {
  if (typeof text !== 'string') return text
  if (text.trim() === '') return empty
  return rupeesToPaise(text) ?? text
}

/**
 * A message about a part of a field (`stations.1`: the second station) is shown on the field itself,
 * since the form has one input for the whole list: the first such message becomes the field's. A
 * field refused while empty says it is required.
 */
function onTheirFields<Values extends FieldValues>(errors: FieldErrors<Values>, values: Values): FieldErrors<Values> {
  const firstMessage = (error: unknown): { type: string; message: string } | undefined => {
    if (typeof error !== 'object' || error === null) return undefined
    const { message, type } = error as { message?: unknown; type?: unknown }
    if (typeof message === 'string') return { type: typeof type === 'string' ? type : 'invalid', message }
    for (const part of Object.values(error)) {
      const found = firstMessage(part)
      if (found) return found
    }
    return undefined
  }
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => {
      const found = firstMessage(error)
      // A field left empty is missing, whatever the schema says of the value it wanted ('must be a number').
      if (found && isBlank(values[field]) && !/required/i.test(found.message)) return [field, { type: 'required', message: REQUIRED }]
      return [field, found ?? error]
    }),
  ) as FieldErrors<Values>
}

const REQUIRED = 'Required'
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
