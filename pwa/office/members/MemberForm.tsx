import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import type { z } from 'zod'
import { createMember, createMemberBody, updateMember, updateMemberBody, type MemberDetail } from '../../../domain/contract/members'
import { memberTitles } from '../../../domain/members'
import { formatRupees } from '../../../domain/money'
import { callApi } from '../../api/client'
import { FormSelectField } from '../../forms/FormSelectField'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormAlert } from '../../ui/FormAlert'
import { Spinner } from '../../ui/Spinner'
import { statusOptions } from './member-format'
import { memberChangeRequest, memberFormValues, memberRequest, type MemberFormValues } from './member-form'
import { memberCategoriesQuery, memberKeys } from './queries'

const titleOptions = memberTitles.map((title) => ({ value: title, label: title }))

/**
 * Enrols a member, or edits `member`. A clerk entering the register from paper uses "Save and add
 * another": the form empties but keeps the title, category and status, and the cursor goes back to
 * Member ID.
 */
export function MemberForm({ member, onDone }: { member?: MemberDetail; onDone?: () => void }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const categories = useQuery(memberCategoriesQuery())
  const addAnother = useRef(false)
  const isNew = member === undefined
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: isNew ? createMemberBody : updateMemberBody,
    defaultValues: memberFormValues(member),
    toRequest: (values: MemberFormValues) => (isNew ? memberRequest(values) : memberChangeRequest(values)),
  })

  const save = useMutation({
    mutationFn: (body: unknown) =>
      isNew
        ? callApi(createMember, { body: body as z.input<typeof createMemberBody> })
        : callApi(updateMember, { params: { memberId: member.memberId }, body: body as z.input<typeof updateMemberBody> }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: memberKeys.all })
      if (!isNew) {
        toast.success(answer.message)
        onDone?.()
        return
      }
      const saved = answer.result
      if (addAnother.current) {
        toast.success(`${saved.name} saved as ${saved.memberId}`)
        const { title, category_id, status } = form.getValues()
        form.reset(memberFormValues(undefined, { title, category_id, status }))
        form.setFocus('memberId')
      } else {
        toast.success(`${saved.name} saved as ${saved.memberId}`)
        void navigate(`/dashboard/members/${encodeURIComponent(saved.memberId)}`)
      }
    },
    onError: (error) => showFailure(error, isNew ? 'Failed to create member' : 'Failed to update member'),
  })

  const active = (categories.data ?? []).filter((category) => category.is_active || category.category_id === member?.category_id)
  const categoryId = form.watch('category_id')
  const category = categories.data?.find((entry) => String(entry.category_id) === categoryId)
  const { control } = form
  return (
    <form
      className="panel"
      noValidate
      aria-label={isNew ? 'New member' : `Edit ${member.name}`}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      <div className="form-grid form-grid--three">
        {isNew ? (
          <FormTextField control={control} name="memberId" label="Member ID" maxLength={20} autoComplete="off" placeholder="M1801" />
        ) : (
          <div className="field">
            <span className="field__label">Member ID</span>
            <p className="field__readonly">{member.memberId}</p>
          </div>
        )}
        <FormSelectField control={control} name="title" label="Title" options={titleOptions} />
        <FormTextField control={control} name="name" label="Name" maxLength={100} autoComplete="off" />
        <FormTextField control={control} name="mobileNumber" label="Mobile number" inputMode="tel" maxLength={16} autoComplete="off" />
        <FormTextField control={control} name="email" label="E-mail" type="email" maxLength={200} autoComplete="off" />
        <FormSelectField
          control={control}
          name="category_id"
          label="Category"
          options={active.map((entry) => ({ value: String(entry.category_id), label: entry.name }))}
          emptyLabel="Choose a category"
        />
        <FormTextField control={control} name="dateOfBirth" label="Date of birth" type="date" />
        <FormTextField control={control} name="spouseName" label="Spouse name" maxLength={100} autoComplete="off" />
        <FormTextField control={control} name="dateOfAnniversary" label="Date of anniversary" type="date" />
        <FormTextField control={control} name="joinedOn" label="Joined on" type="date" />
        <FormSelectField control={control} name="status" label="Status" options={statusOptions} />
        <FormTextField
          control={control}
          name="creditLimitPaise"
          label="Credit limit (₹)"
          inputMode="decimal"
          hint={category ? `Blank: the category’s ${formatRupees(category.default_credit_limit_paise)}` : 'Blank: the category’s default'}
        />
        <FormTextField control={control} name="address" label="Address" maxLength={500} className="form-grid__wide" autoComplete="off" />
      </div>
      <div className="form__row form__row--end">
        {onDone && (
          <button type="button" className="button button--secondary" onClick={onDone}>
            Cancel
          </button>
        )}
        {isNew && (
          <button type="submit" className="button button--secondary" disabled={save.isPending} onClick={() => (addAnother.current = true)}>
            Save and add another
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={save.isPending} onClick={() => (addAnother.current = false)}>
          {save.isPending && <Spinner size="small" />}
          {isNew ? 'Save member' : 'Save changes'}
        </button>
      </div>
    </form>
  )
}
