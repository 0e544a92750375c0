import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { toast } from 'sonner'
import { exportGreetings, type OccasionMember } from '../../../domain/contract/greetings'
import { exportFileName, festivalKeys, type FestivalKey, type GreetingType } from '../../../domain/greetings'
import { clubDate } from '../../../domain/time'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { useAreaAccess } from '../restaurants/use-area-access'
import { FestivalMembers } from './FestivalMembers'
import { GreetingDialog, type DialogMode } from './GreetingDialog'
import { HistoryDialog } from './HistoryDialog'
import { GreetingSettingsPanel } from './GreetingSettingsPanel'
import { MessagePreview } from './MessagePreview'
import { OptOutsPanel } from './OptOutsPanel'
import { OccasionList } from './OccasionList'
import { dashboardQuery, occasionsQuery, templatesQuery } from './queries'
import { SendsPanel } from './SendsPanel'
import '../../ui/ui.css'
import './greetings.css'

const GreetingsCharts = lazy(async () => ({ default: (await import('./GreetingsCharts')).GreetingsCharts }))

const tabs: { type: GreetingType; label: string }[] = [
  { type: 'birthday', label: 'Birthdays' },
  { type: 'anniversary', label: 'Anniversaries' },
  { type: 'festival', label: 'Festivals' },
]

type View = 'send' | 'opt-outs' | 'settings'
const views: { view: View; label: string }[] = [
  { view: 'send', label: 'Send greetings' },
  { view: 'opt-outs', label: 'Opted out' },
  { view: 'settings', label: 'Settings' },
]

async function downloadCsv(type: 'birthday' | 'anniversary', date: string) {
  try {
    const file = await callApi(exportGreetings, { query: { type, date, format: 'csv' } })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(file)
    link.download = exportFileName(type, date)
    link.click()
    URL.revokeObjectURL(link.href)
  } catch (error) {
    toast.error(failureMessage(error, 'Failed to export greetings'))
  }
}

/** /dashboard/greetings: birthdays, anniversaries and festivals of a day, greeted by WhatsApp one by one, in bulk or on a schedule. */
export function GreetingsPage() {
  const access = useAreaAccess('greetings')
  const [view, setView] = useState<View>('send')
  const [date, setDate] = useState(() => clubDate(new Date()))
  const [type, setType] = useState<GreetingType>('birthday')
  const [templateKey, setTemplateKey] = useState('default')
  const [festival, setFestival] = useState<FestivalKey>('diwali')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [festivalMembers, setFestivalMembers] = useState<OccasionMember[]>([])
  const [dialog, setDialog] = useState<{ mode: DialogMode; members: OccasionMember[] }>()
  const [historyOf, setHistoryOf] = useState<OccasionMember>()
  const dashboard = useQuery(dashboardQuery())
  const templates = useQuery(templatesQuery())
  const occasionType = type === 'festival' ? 'birthday' : type
  const occasions = useQuery({ ...occasionsQuery(occasionType, date), enabled: type !== 'festival' })
  const members = type === 'festival' ? festivalMembers : (occasions.data ?? [])
  const chosen = members.filter((member) => selected.has(member.memberId))
  const key = type === 'festival' ? festival : templateKey
  const template = templates.data?.templates[type]?.[key] ?? ''
  const templateOptions = Object.keys(templates.data?.templates[type] ?? {}).map((value) => ({ value, label: value }))

  const switchTo = (next: GreetingType) => {
    setType(next)
    setSelected(new Set())
    setTemplateKey(next === 'festival' ? 'diwali' : 'default')
  }
  const toggle = (memberId: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(memberId)) next.delete(memberId)
      else next.add(memberId)
      return next
    })
  const toggleAll = (isSelected: boolean) =>
    setSelected(isSelected ? new Set(members.filter((member) => !member.isOptedOut).map((member) => member.memberId)) : new Set())

  return (
    <div className="greetings-page">
      <PageTitle>Greetings</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Greetings</h1>
        {view === 'send' && type !== 'festival' && (
          <button type="button" className="button button--secondary" onClick={() => void downloadCsv(occasionType, date)}>
            <Download aria-hidden="true" size={18} /> Export CSV
          </button>
        )}
      </div>
      {dashboard.isSuccess && (
        <p className="page-lead">
          Today: {dashboard.data.todayBirthdays} birthdays, {dashboard.data.todayAnniversaries} anniversaries · {dashboard.data.sentToday}{' '}
          greetings sent today, {dashboard.data.sentThisMonth} this month · {dashboard.data.scheduledCount} scheduled
        </p>
      )}
      <div className="segmented greetings-views" role="group" aria-label="View">
        {views.map((entry) => (
          <button
            key={entry.view}
            type="button"
            className="segmented__option"
            aria-pressed={view === entry.view}
            onClick={() => setView(entry.view)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {view === 'opt-outs' && <OptOutsPanel canEdit={access.edit} />}
      {view === 'settings' && <GreetingSettingsPanel canEdit={access.edit} />}
      {view === 'send' && (
        <>
          <div className="greetings-layout">
            <div>
              <div className="greetings-controls">
                <TextField label="Date" type="date" value={date} onChange={(value) => value && setDate(value)} />
                {type === 'festival' ? (
                  <SelectField
                    label="Festival"
                    value={festival}
                    onChange={(value) => setFestival(value as FestivalKey)}
                    options={festivalKeys.map((value) => ({ value, label: value }))}
                  />
                ) : (
                  <SelectField label="Template" value={templateKey} onChange={setTemplateKey} options={templateOptions} />
                )}
              </div>
              <div className="segmented greetings-tabs" role="group" aria-label="Occasion">
                {tabs.map((tab) => (
                  <button
                    key={tab.type}
                    type="button"
                    className="segmented__option"
                    aria-pressed={type === tab.type}
                    onClick={() => switchTo(tab.type)}
                  >
                    {tab.label}
                  </button>
                ))}
              </div>
              {type === 'festival' && <FestivalMembers onFound={setFestivalMembers} />}
              {type !== 'festival' && occasions.isPending && <LoadingState>Loading members…</LoadingState>}
              {type !== 'festival' && occasions.isError && (
                <ErrorState
                  title="Members could not be loaded"
                  message={failureMessage(occasions.error, 'Something went wrong')}
                  onRetry={() => void occasions.refetch()}
                />
              )}
              {type !== 'festival' && occasions.isSuccess && members.length === 0 && (
                <EmptyState title={`No ${type === 'birthday' ? 'birthdays' : 'anniversaries'} on ${date}`}>
                  Pick another date to see its members.
                </EmptyState>
              )}
              {members.length > 0 && (
                <OccasionList
                  members={members}
                  kind={type}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  onSend={(member) => setDialog({ mode: 'single', members: [member] })}
                  onHistory={setHistoryOf}
                  canSend={access.create}
                />
              )}
            </div>
            <aside className="greetings-side">
              <section className="panel" aria-labelledby="greeting-message-title">
                <h2 id="greeting-message-title" className="panel__title">
                  Message
                </h2>
                {templates.isError && (
                  <ErrorState title="Templates could not be loaded" message={failureMessage(templates.error, 'Something went wrong')} />
                )}
                <p className="greeting-template">{template || 'Loading the template…'}</p>
                <MessagePreview message={template} members={chosen.slice(0, 3)} />
                {chosen.length === 0 && <p className="record__meta">Select members to see their message and to send.</p>}
                {access.create && (
                  <div className="greeting-dialog__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={chosen.length === 0}
                      onClick={() => setDialog({ mode: 'schedule', members: chosen })}
                    >
                      Schedule…
                    </button>
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={chosen.length === 0}
                      onClick={() => setDialog({ mode: 'bulk', members: chosen })}
                    >
                      Send to {chosen.length} selected
                    </button>
                  </div>
                )}
              </section>
              <SendsPanel canCancel={access.edit} />
            </aside>
          </div>
          <Suspense fallback={<LoadingState>Loading statistics…</LoadingState>}>
            <GreetingsCharts />
          </Suspense>
        </>
      )}
      {dialog && (
        <GreetingDialog
          mode={dialog.mode}
          members={dialog.members}
          greetingType={type}
          festival={type === 'festival' ? festival : undefined}
          template={template}
          onClose={() => setDialog(undefined)}
          onSent={(mode) => mode !== 'single' && setSelected(new Set())}
        />
      )}
      {historyOf && <HistoryDialog member={historyOf} canEdit={access.edit} onClose={() => setHistoryOf(undefined)} />}
    </div>
  )
}
