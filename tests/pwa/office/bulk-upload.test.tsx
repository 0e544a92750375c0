import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { BulkUploadReport } from '../../../domain/contract/bulk-uploads'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { adminMenu } from './fixtures'

/** The office's bulk upload screen (ADR 030): a file read here, its columns matched, its rows checked before sending. */

const csv = [
  'Member No,Title,Full Name,Mobile,Membership Category,DOB,E-mail address,Notes',
  'M2001,Mr,Arjun Mehta,98100 11111,Life Member,17/05/1980,arjun@example.in,first',
  'M2002,Mrs,Kavya Iyer,12345,Permanent Member,,kavya@example,second',
  'M2003,Dr,Neel Bose,9810033333,Life Member,2001-02-30,,third',
].join('\n')

const csvFile = (text = csv, name = 'members.csv') => new File([text], name, { type: 'text/csv' })

const report: BulkUploadReport = {
  message: 'Members: 1 created, 0 updated, 0 unchanged.',
  uploadId: 7,
  rows: 1,
  created: 1,
  updated: 0,
  skipped: 0,
  errors: [],
}

function openScreen(extra: Record<string, unknown> = {}) {
  const api = stubApi({ 'POST /api/admin/getmenubyrole': { json: { result: adminMenu } }, ...extra })
  storeRecord('user', staffRecord())
  const app = renderApp('/dashboard/members/bulk-upload')
  return { ...api, app }
}

describe('bulk upload (/dashboard/members/bulk-upload)', () => {
  test('a CSV is read, its columns matched by header, and each row’s problems shown before anything is sent', async () => {
    const { app, calls } = openScreen()
    expect(await screen.findByRole('heading', { name: 'Bulk upload' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Bulk Upload' }).getAttribute('href')).toBe('/dashboard/members/bulk-upload')
    expect(screen.getByText('No file chosen')).toBeTruthy()

    await app.user.upload(screen.getByLabelText('File (CSV or Excel .xlsx)'), csvFile())
    expect(await screen.findByText('members.csv: 8 columns, 3 rows')).toBeTruthy()

    const mapping = screen.getByRole('group', { name: 'Columns of the file' })
    const chosen = (label: string) => {
      const select = within(mapping).getByLabelText(label) as HTMLSelectElement
      return select.selectedOptions[0]!.textContent
    }
    expect(chosen('Member ID *')).toBe('Member No')
    expect(chosen('Name *')).toBe('Full Name')
    expect(chosen('Mobile number *')).toBe('Mobile')
    expect(chosen('Category (name)')).toBe('Membership Category')
    expect(chosen('Date of birth')).toBe('DOB')
    expect(chosen('E-mail')).toBe('E-mail address')
    expect(chosen('Address')).toBe('Not in the file')

    const rows = screen.getByRole('region', { name: 'Rows' })
    expect(within(rows).getByText('3 rows, 2 with problems')).toBeTruthy()
    const rowOf = (number: string) => within(rows).getByRole('rowheader', { name: number }).closest('tr')!
    expect(within(rowOf('1')).getByText('Ready')).toBeTruthy()
    expect(within(rowOf('2')).getByText('Mobile number: * Phone number must be exactly 10 digits')).toBeTruthy()
    expect(within(rowOf('2')).getByText('E-mail: * Invalid email format')).toBeTruthy()
    expect(within(rowOf('3')).getByText('Date of birth: is not a real date')).toBeTruthy()

    expect((screen.getByRole('button', { name: 'Send 3 rows' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Not sent yet')).toBeTruthy()
    expect(calls.some((call) => call.path.startsWith('/api/bulk-upload'))).toBe(false)
  })

  test('the clerk changes a column, and may send only the rows without problems; the report names the file’s rows', async () => {
    const { app, calls } = openScreen({
      'POST /api/bulk-uploadMember': {
        json: { ...report, rows: 2, errors: [{ row: 2, field: 'memberId', msg: 'Member ID M2003 is already on row 1 of this file' }] },
      },
    })
    await app.user.upload(await screen.findByLabelText('File (CSV or Excel .xlsx)'), csvFile())
    const mapping = await screen.findByRole('group', { name: 'Columns of the file' })
    // Leaving the e-mail out clears row 2's e-mail problem, not its mobile one.
    await app.user.selectOptions(within(mapping).getByLabelText('E-mail'), 'Not in the file')
    const rows = screen.getByRole('region', { name: 'Rows' })
    expect(within(rows).queryByText('E-mail: * Invalid email format')).toBeNull()
    expect(within(rows).getByText('3 rows, 2 with problems')).toBeTruthy()

    // Leaving the date of birth out clears row 3's impossible date.
    await app.user.selectOptions(within(mapping).getByLabelText('Date of birth'), 'Not in the file')
    expect(within(rows).getByText('3 rows, 1 with problems')).toBeTruthy()

    await app.user.click(screen.getByRole('button', { name: 'Send only the 2 rows without problems' }))
    await screen.findByRole('heading', { name: 'Upload report' })
    const sent = calls.find((call) => call.path === '/api/bulk-uploadMember')!
    expect(sent.body).toEqual({
      rows: [
        { memberId: 'M2001', title: 'Mr', name: 'Arjun Mehta', mobileNumber: '98100 11111', category: 'Life Member' },
        { memberId: 'M2003', title: 'Dr', name: 'Neel Bose', mobileNumber: '9810033333', category: 'Life Member' },
      ],
    })
    expect(screen.getByText('Sent')).toBeTruthy()
    const refused = screen.getByRole('table', { name: /Rows the server refused/ })
    // The server's row 2 is the file's row 3: the file's row 2 was not sent.
    expect(within(refused).getByRole('row', { name: /^3 Member ID Member ID M2003 is already on row 1/ })).toBeTruthy()
  })

  test('a required column missing, or a file that is not a spreadsheet, is said before anything is sent', async () => {
    const { app } = openScreen()
    const input = await screen.findByLabelText('File (CSV or Excel .xlsx)')
    await app.user.upload(input, csvFile('Member No,Full Name\nM2001,Arjun Mehta\n', 'short.csv'))
    expect(await screen.findByText('Choose the column for Title: every row needs it.')).toBeTruthy()
    expect(screen.getByText('Choose the column for the category (its name or its id): every row needs it.')).toBeTruthy()

    // The picker offers only .csv and .xlsx; a file dropped on it past that filter is refused in words.
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'minutes.pdf', { type: 'application/pdf' })] } })
    expect(await screen.findByText('minutes.pdf is not a CSV (.csv) or Excel (.xlsx) file.')).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Columns of the file' })).toBeNull()
  })
})
