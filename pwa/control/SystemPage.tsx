import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, RefreshCw, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { controlSystem } from '../../domain/contract/control'
import { callApi } from '../api/client'
import { failureMessage } from '../api/failure'
import { ErrorState } from '../ui/ErrorState'
import { LoadingState } from '../ui/LoadingState'
import { PageTitle } from '../ui/PageTitle'
import { formatClubDateTime } from './system-format'
import '../office/events/events.css'
import '../office/users/users.css'

const systemQuery = () => ({
  queryKey: ['control', 'system'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await callApi(controlSystem, {}, { signal })).result,
})

function Check({ isOk, children }: { isOk: boolean; children: ReactNode }) {
  return (
    <p className={`system-check system-check--${isOk ? 'ok' : 'bad'}`}>
      {isOk ? <CheckCircle2 aria-hidden="true" size={20} /> : <XCircle aria-hidden="true" size={20} />}
      {children}
    </p>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="system-facts">
      {rows.map(([term, value]) => (
        <div className="system-facts__row" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** 'PostgreSQL 17.4 on x86_64-pc-linux-gnu, compiled by …' → 'PostgreSQL 17.4': the rest is for a DBA's query. */
const shortVersion = (version: string) => version.replace(/,.*$/, '').replace(/ on \S+$/, '')

/** /control/system: how the running system is: database, migrations, messaging and its last error, background jobs, version. */
export function SystemPage() {
  const system = useQuery(systemQuery())
  return (
    <div>
      <PageTitle>System</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">System</h1>
        <button type="button" className="button button--secondary" disabled={system.isFetching} onClick={() => void system.refetch()}>
          <RefreshCw aria-hidden="true" size={18} /> Check again
        </button>
      </div>
      {system.isPending && <LoadingState>Checking the system…</LoadingState>}
      {system.isError && (
        <ErrorState
          title="The system could not be checked"
          message={failureMessage(system.error, 'Something went wrong')}
          onRetry={() => void system.refetch()}
        />
      )}
      {system.isSuccess && <SystemReport status={system.data} />}
    </div>
  )
}

function SystemReport({ status }: { status: Awaited<ReturnType<ReturnType<typeof systemQuery>['queryFn']>> }) {
  const { database, migrations, messaging, jobs } = status
  return (
    <div className="system-grid">
      <section className="panel" aria-label="Database">
        <h2 className="panel__title">Database</h2>
        <Check isOk={database.reachable}>{database.reachable ? 'Reachable' : 'Not reachable'}</Check>
        <Facts rows={[['Server', database.server_version ? shortVersion(database.server_version) : '—']]} />
      </section>
      <section className="panel" aria-label="Migrations">
        <h2 className="panel__title">Migrations</h2>
        <Check isOk={migrations.pending.length === 0}>
          {migrations.pending.length === 0 ? 'All applied' : `${migrations.pending.length} not applied`}
        </Check>
        <Facts
          rows={[
            ['Applied', String(migrations.applied)],
            ['Latest', migrations.latest ?? '—'],
            ['Ran at', formatClubDateTime(migrations.latest_applied_at)],
            ...(migrations.pending.length > 0 ? [['Pending', migrations.pending.join(', ')] as [string, string]] : []),
          ]}
        />
      </section>
      <section className="panel" aria-label="Messaging">
        <h2 className="panel__title">Messaging (WhatsApp)</h2>
        <Check isOk={messaging.last_error === null || messaging.failed_last_24h === 0}>
          {messaging.failed_last_24h === 0
            ? 'No failures in the last 24 hours'
            : `${messaging.failed_last_24h} failed in the last 24 hours`}
        </Check>
        <Facts
          rows={[
            ['Adapter', messaging.provider === 'stored' ? 'Stored (not sent: kept in the messages table)' : messaging.provider],
            ['Sent, last 24 h', String(messaging.sent_last_24h)],
            ['Last sent', formatClubDateTime(messaging.last_sent_at)],
            ['Last error', messaging.last_error ? `${formatClubDateTime(messaging.last_error.at)}: ${messaging.last_error.error}` : 'None'],
          ]}
        />
      </section>
      <section className="panel" aria-label="Background jobs">
        <h2 className="panel__title">Background jobs</h2>
        {jobs.length === 0 ? (
          <p className="record__meta">No background jobs run yet.</p>
        ) : (
          <Facts rows={jobs.map((job) => [job.name, `${job.state}${job.detail ? ` · ${job.detail}` : ''}`])} />
        )}
      </section>
      <section className="panel" aria-label="Version">
        <h2 className="panel__title">Version</h2>
        <Facts
          rows={[
            ['Version', status.version],
            ['Server time', formatClubDateTime(status.server_time)],
            ['Running since', formatClubDateTime(status.started_at)],
          ]}
        />
      </section>
    </div>
  )
}
