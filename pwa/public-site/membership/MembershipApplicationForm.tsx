import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { applyBody } from '../../../domain/contract/membership-applications'
import { memberTitles } from '../../../domain/members'
import { applicationTexts, isAdultOn } from '../../../domain/membership-applications'
import { acceptAttribute, acceptImages } from '../../../domain/uploads'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { SelectField } from '../../ui/SelectField'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { ApplicantFileField, type ChosenFile } from './ApplicantFileField'
import { categoriesQueryKey, readCategories, submitApplication } from './application-api'
import '../../ui/ui.css'
import './membership.css'

const blank = {
  title: '',
  name: '',
  mobileNumber: '',
  email: '',
  dateOfBirth: '',
  spouseName: '',
  dateOfAnniversary: '',
  address: '',
  category_id: '',
  proposer_id: '',
  seconder_id: '',
}
type Field = keyof typeof blank

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })

/** The membership application (ADR 034): spec 1 §5's rules and messages, the same schema as the server's. */
export function MembershipApplicationForm() {
  const categories = useQuery({ queryKey: categoriesQueryKey, queryFn: ({ signal }) => readCategories(signal), staleTime: 5 * 60_000 })
  const [values, setValues] = useState(blank)
  const [photo, setPhoto] = useState<ChosenFile[]>([])
  const [documents, setDocuments] = useState<ChosenFile[]>([])
  const [busyUploads, setBusyUploads] = useState(0)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isSending, setSending] = useState(false)
  const [done, setDone] = useState<string>()

  const set = (field: Field) => (value: string) => {
    setValues({ ...values, [field]: value })
    // A corrected field stops saying what was wrong with it.
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest)
  }
  const onBusy = (isBusy: boolean) => setBusyUploads((count) => count + (isBusy ? 1 : -1))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const input = {
      ...values,
      category_id: values.category_id ? Number(values.category_id) : undefined,
      photo_url: photo[0]?.url ?? '',
      documents,
    }
    const checked = applyBody.safeParse(input)
    const found: Record<string, string> = {}
    if (!checked.success) for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message
    if (!found.dateOfBirth && values.dateOfBirth && !isAdultOn(values.dateOfBirth, today())) found.dateOfBirth = applicationTexts.tooYoung
    setErrors(found)
    if (!checked.success || Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('.membership-form [aria-invalid="true"]')?.focus()
      return
    }
    setSending(true)
    try {
      const answer = await submitApplication(checked.data)
      setDone(answer.message)
      window.scrollTo({ top: 0 })
    } catch (failure) {
      const byField = Object.fromEntries(Object.entries(fieldErrorsOf(failure)).map(([path, message]) => [path.split('.')[0]!, message]))
      setErrors({ ...byField, form: failureMessage(failure, applicationTexts.submitFailed) })
    } finally {
      setSending(false)
    }
  }

  if (done)
    return (
      <div className="membership-form membership-form--done panel" role="status">
        <h2>Application sent</h2>
        <p>{done}</p>
      </div>
    )

  return (
    <form className="membership-form panel" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="membership-form-title">
      <h2 id="membership-form-title">Apply for membership</h2>
      <p className="field__hint">Two members of the club propose and second you. Fields marked (optional) may be left empty.</p>
      <fieldset className="membership-form__group">
        <legend>About you</legend>
        <SelectField
          label="Title"
          value={values.title}
          onChange={set('title')}
          emptyLabel="Choose a title"
          options={memberTitles.map((title) => ({ value: title, label: title }))}
          error={errors.title}
        />
        <TextField label="Full name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits: the club writes to you on WhatsApp"
          value={values.mobileNumber}
          onChange={set('mobileNumber')}
          error={errors.mobileNumber}
        />
        <TextField
          label="E-mail (optional)"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField label="Date of birth" type="date" value={values.dateOfBirth} onChange={set('dateOfBirth')} error={errors.dateOfBirth} />
        <TextField label="Spouse's name (optional)" value={values.spouseName} onChange={set('spouseName')} error={errors.spouseName} />
        <TextField
          label="Date of anniversary (optional)"
          type="date"
          value={values.dateOfAnniversary}
          onChange={set('dateOfAnniversary')}
          error={errors.dateOfAnniversary}
        />
        <div className={`field${errors.address ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="membership-address">
            Address
          </label>
          <textarea
            id="membership-address"
            className="field__input textarea"
            rows={3}
            autoComplete="street-address"
            value={values.address}
            onChange={(event) => set('address')(event.target.value)}
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={errors.address ? 'membership-address-error' : undefined}
          />
          {errors.address && (
            <p className="field__error" id="membership-address-error">
              {errors.address}
            </p>
          )}
        </div>
      </fieldset>
      <fieldset className="membership-form__group">
        <legend>Membership</legend>
        {categories.isPending ? (
          <p className="field__hint">
            <Spinner /> Loading the categories…
          </p>
        ) : categories.isError ? (
          <ErrorState
            title="The categories could not be loaded"
            message={failureMessage(categories.error, 'Something went wrong')}
            onRetry={() => void categories.refetch()}
          />
        ) : categories.data.length === 0 ? (
          <p className="field__hint">The club is not taking applications just now. Please contact the club office.</p>
        ) : (
          <SelectField
            label="Category"
            value={values.category_id}
            onChange={set('category_id')}
            emptyLabel="Choose a category"
            options={categories.data.map((category) => ({ value: String(category.category_id), label: category.name }))}
            error={errors.category_id}
          />
        )}
        <TextField
          label="Proposer member ID"
          hint="The member who proposes you, such as M1001"
          autoCapitalize="characters"
          value={values.proposer_id}
          onChange={set('proposer_id')}
          error={errors.proposer_id}
        />
        <TextField
          label="Seconder member ID"
          hint="Another member, who seconds you"
          autoCapitalize="characters"
          value={values.seconder_id}
          onChange={set('seconder_id')}
          error={errors.seconder_id}
        />
      </fieldset>
      <fieldset className="membership-form__group">
        <legend>Photo and documents</legend>
        <ApplicantFileField
          label="Photo"
          hint="A recent photo of your face: JPEG, PNG, WebP or GIF"
          accept={acceptImages}
          files={photo}
          onChange={setPhoto}
          onBusy={onBusy}
          error={errors.photo_url}
        />
        <ApplicantFileField
          label="Documents"
          hint="Proof of identity and address: images, PDF or Word, up to 5 files"
          accept={acceptAttribute}
          isMultiple
          files={documents}
          onChange={setDocuments}
          onBusy={onBusy}
          error={errors.documents}
        />
      </fieldset>
      <FormAlert message={errors.form} />
      <button type="submit" className="button button--primary" disabled={isSending || busyUploads > 0}>
        {isSending ? 'Sending…' : 'Submit application'}
      </button>
    </form>
  )
}
