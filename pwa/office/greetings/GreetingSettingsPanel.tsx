import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useFieldArray } from 'react-hook-form'
import { toast } from 'sonner'
import {
  greetingSettingsBody,
  updateGreetingSettings,
  type GreetingSettings,
  type GreetingSettingsInput,
} from '../../../domain/contract/greeting-settings'
import { festivalKeys, festivalNames } from '../../../domain/greetings'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { fieldMessage } from '../../forms/field-message'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { ErrorState } from '../../ui/ErrorState'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { LoadingState } from '../../ui/LoadingState'
import { greetingKeys, settingsQuery } from './queries'
import { settingsFormValues, settingsRequest, type GreetingSettingsFormValues } from './settings-form'

const FAILED = 'Failed to save the greeting settings'

/** The Settings view of the Greetings screen: loads the club's settings, then their form. */
export function GreetingSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const settings = useQuery(settingsQuery())
  if (settings.isPending) return <LoadingState>Loading the greeting settings…</LoadingState>
  if (settings.isError)
    return (
      <ErrorState
        title="The greeting settings could not be loaded"
        message={failureMessage(settings.error, 'Something went wrong')}
        onRetry={() => void settings.refetch()}
      />
    )
  return <GreetingSettingsForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />
}

const messageOf = (error: unknown) => fieldMessage((error as { message?: string } | undefined)?.message)

/** Festival dates per year, WhatsApp template names and language, the send rate, automatic greetings. */
function GreetingSettingsForm({ settings, canEdit }: { settings: GreetingSettings; canEdit: boolean }) {
  const queryClient = useQueryClient()
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: greetingSettingsBody,
    defaultValues: settingsFormValues(settings),
    toRequest: (values: GreetingSettingsFormValues) => settingsRequest(values, settings),
  })
  const { control, register, formState } = form
  const formRef = useRef<HTMLFormElement>(null)
  // A refused save is seen where it is wrong: the form is long, and Save is at its foot.
  useEffect(() => {
    if (!alert) return
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (field) field.focus()
    else formRef.current?.querySelector('.form-alert, .field__error')?.scrollIntoView({ block: 'center' })
  }, [alert, formState.submitCount])
  const years = useFieldArray({ control, name: 'festivalDates' })
  const save = useMutation({
    mutationFn: (body: GreetingSettingsInput) => callApi(updateGreetingSettings, { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      queryClient.setQueryData(settingsQuery().queryKey, answer.data)
      await queryClient.invalidateQueries({ queryKey: greetingKeys.all })
    },
    onError: (error) => showFailure(error, FAILED),
  })
  const nextYear = () => {
    const typed = form
      .getValues('festivalDates')
      .map((row) => Number(row.year))
      .filter(Number.isFinite)
    return String(typed.length > 0 ? Math.max(...typed) + 1 : new Date().getFullYear())
  }
  return (
    <form
      ref={formRef}
      className="greeting-settings"
      noValidate
      aria-label="Greeting settings"
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      <fieldset className="panel greeting-settings__section" disabled={!canEdit}>
        <legend className="panel__title">Sending</legend>
        <div className="form-grid">
          <label className="checkbox form-grid__wide">
            <input type="checkbox" {...register('isAutoGreeting')} />
            Send today’s birthday and anniversary greetings automatically
          </label>
          <FormTextField
            control={control}
            name="autoGreetingTime"
            label="Automatic greetings at"
            type="time"
            hint={`Club time. Last sent automatically: ${settings.lastAutomaticRun ?? 'never'}`}
          />
          <FormTextField
            control={control}
            name="sendRatePerSecond"
            label="Send rate (messages a second)"
            inputMode="numeric"
            hint="1 to 1000; WhatsApp’s limit for the club’s number"
          />
        </div>
      </fieldset>

      <fieldset className="panel greeting-settings__section" disabled={!canEdit}>
        <legend className="panel__title">Festival dates</legend>
        <table className="greeting-settings__table">
          <thead>
            <tr>
              <th scope="col">Year</th>
              {festivalKeys.map((key) => (
                <th key={key} scope="col">
                  {festivalNames[key]}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {years.fields.map((row, index) => (
              <tr key={row.id}>
                <td>
                  <input
                    className="field__input"
                    aria-label={`Year ${index + 1}`}
                    inputMode="numeric"
                    maxLength={4}
                    {...register(`festivalDates.${index}.year`)}
                  />
                </td>
                {festivalKeys.map((key) => (
                  <td key={key}>
                    <input
                      className="field__input"
                      type="date"
                      aria-label={`${festivalNames[key]} ${form.watch(`festivalDates.${index}.year`)}`}
                      {...register(`festivalDates.${index}.${key}`)}
                    />
                  </td>
                ))}
                <td>
                  <button type="button" className="button button--secondary button--small" onClick={() => years.remove(index)}>
                    Remove {row.year || 'year'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {messageOf(formState.errors.festivalDates) && <p className="field__error">{messageOf(formState.errors.festivalDates)}</p>}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => years.append({ year: nextYear(), diwali: '', holi: '', newyear: '' })}
        >
          Add a year
        </button>
      </fieldset>

      <fieldset className="panel greeting-settings__section" disabled={!canEdit}>
        <legend className="panel__title">WhatsApp templates</legend>
        <p className="record__meta">The name each greeting is approved under at Meta. Left empty, the default name is used.</p>
        <div className="form-grid">
          <FormTextField control={control} name="whatsappLanguage" label="Template language" hint="en, hi or en_US" maxLength={6} />
          {settings.whatsappTemplates.map((template, index) => (
            <FormTextField
              key={template.key}
              control={control}
              name={`whatsappTemplates.${index}.name`}
              label={template.key === 'custom' ? 'Edited message' : template.key.replace('.', ' · ')}
              placeholder={template.isDefault ? template.name : `club_${template.key.replace('.', '_')}`}
              maxLength={512}
            />
          ))}
        </div>
        {messageOf(formState.errors.whatsappTemplates) && <p className="field__error">{messageOf(formState.errors.whatsappTemplates)}</p>}
      </fieldset>
      {canEdit && (
        <FormActions submitLabel="Save settings" isSaving={save.isPending} onCancel={() => form.reset(settingsFormValues(settings))} />
      )}
      {!canEdit && <p className="record__meta">Only someone who may edit greetings can change these.</p>}
      {save.isError && !alert && <p className="field__error">{failureMessage(save.error, FAILED)}</p>}
    </form>
  )
}
