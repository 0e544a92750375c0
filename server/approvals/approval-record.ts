import type { PDFDocument, PDFPage } from 'pdf-lib'
import type { ApprovalRequest, TrailEntry } from '../../domain/contract/approvals.js'
import { approvalRuleLabels } from '../../domain/approvals.js'
import { formatClubDateTime } from '../../domain/time.js'
import { muted, newDocument, pageWriter, type Fonts } from '../event-bookings/pdf-page.js'

const MARGIN = 48
/** Below this, the next block starts on a new page. */
const FOOT_ROOM = 90
const SIGNATURE_BOX = { width: 180, height: 60 }

const trailWords: Record<TrailEntry['kind'], string> = {
  created: 'Created',
  updated: 'Changed',
  sent: 'Sent',
  resent: 'Resent',
  viewed: 'Viewed',
  answered: 'Answered',
  decided: 'Decided',
  notified: 'Told on WhatsApp',
}

const when = (at: string) => formatClubDateTime(new Date(at))

/** Pages that follow on as the record grows. */
function pages(document: PDFDocument, fonts: Fonts) {
  let page: PDFPage = document.addPage()
  let writer = pageWriter(page, fonts, MARGIN)
  return {
    get writer() {
      return writer
    },
    get page() {
      return page
    },
    /** Starts a new page unless `room` points are left on this one. */
    keep(room: number) {
      if (writer.y - room > FOOT_ROOM - 40) return
      page = document.addPage()
      writer = pageWriter(page, fonts, MARGIN)
    },
  }
}

async function drawSignature(document: PDFDocument, out: ReturnType<typeof pages>, signature: string) {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(signature)
  if (!match) {
    out.writer.text(`Signed by typed name: ${signature}`, { size: 11, isBold: true })
    return
  }
  try {
    const bytes = Buffer.from(match[2]!, 'base64')
    const image = match[1] === 'png' ? await document.embedPng(bytes) : await document.embedJpg(bytes)
    const scale = Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height, 1)
    out.keep(SIGNATURE_BOX.height + 10)
    out.writer.skip(image.height * scale)
    out.page.drawImage(image, { x: MARGIN, y: out.writer.y, width: image.width * scale, height: image.height * scale })
    out.writer.skip(6)
  } catch {
    out.writer.text('Signed by hand (the drawing could not be read)', { size: 10, color: muted })
  }
}

/**
 * The request's record (issue 20): what was asked, the attachment's name, each approver's answer with
 * its signature and time, and the trail. Times in the club's zone.
 */
export async function approvalRecordPdf(request: ApprovalRequest, trail: readonly TrailEntry[], printedAt: Date): Promise<Uint8Array> {
  const { document, fonts } = await newDocument(`Approval record ${request.approval_id}: ${request.subject}`)
  const out = pages(document, fonts)
  out.writer.text('New Friends Club · Approval record', { size: 10, color: muted })
  out.writer.text(request.subject, { size: 18, isBold: true, gapAfter: 6 })
  out.writer.text(`Request ${request.approval_id} · ${request.status}${request.decided_at ? ` on ${when(request.decided_at)}` : ''}`, {
    size: 12,
    isBold: true,
  })
  out.writer.text(`Created by ${request.created_by} on ${when(request.created_at)}`, { size: 10, color: muted })
  out.writer.text(`Rule: ${approvalRuleLabels[request.rule]}${request.due_at ? ` · answer by ${when(request.due_at)}` : ''}`, {
    size: 10,
    color: muted,
  })
  out.writer.rule()
  for (const paragraph of request.body.split(/\n+/)) {
    out.keep(30)
    out.writer.text(paragraph, { size: 11 })
  }
  out.writer.text(`Attachment: ${request.file_name ?? 'none'}`, { size: 10, color: muted })
  out.writer.rule()

  out.writer.text('Answers', { size: 14, isBold: true })
  for (const approver of request.approvals) {
    out.keep(SIGNATURE_BOX.height + 50)
    out.writer.text(`${approver.name} (${approver.member_id}), ${approver.role_title}`, { size: 11, isBold: true, gapAfter: 2 })
    out.writer.text(approver.signed_at ? `${approver.status} on ${when(approver.signed_at)}` : 'Not answered', { size: 11 })
    if (approver.signature_data) await drawSignature(document, out, approver.signature_data)
    out.writer.skip(6)
  }
  out.writer.rule()

  out.writer.text('Trail', { size: 14, isBold: true })
  for (const entry of trail) {
    out.keep(20)
    const who = entry.member_id ? `${entry.actor_name} (${entry.member_id})` : entry.actor_name
    out.writer.text(`${when(entry.at)} · ${trailWords[entry.kind]} · ${who}${entry.detail ? ` · ${entry.detail}` : ''}`, {
      size: 9,
      gapAfter: 2,
    })
  }
  out.keep(20)
  out.writer.skip(8)
  out.writer.text(`Printed ${formatClubDateTime(printedAt)}`, { size: 8, color: muted })
  return document.save()
}
