import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { uploadedFile } from '../../domain/contract/uploads.js'
import { IMAGE_WIDTHS } from '../../domain/uploads.js'
import { hashPassword } from '../../server/auth/passwords.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let admin: string
let steward: string
let secretary: string
let reception: string
let kitchen: string
let member: string
let png: Uint8Array

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  admin = await t.tokens.staff()
  steward = await t.tokens.staff('steward@club.test')
  reception = await t.tokens.staff('reception@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
  // The Club Secretary may view and create approvals; the steward and the receptionist may not.
  await t.db
    .insertInto('users')
    .values({ name: 'Test Secretary', email: 'secretary2@club.test', role_id: 2, password_hash: await hashPassword(DEMO_PASSWORD) })
    .execute()
  secretary = await t.tokens.staff('secretary2@club.test')
  png = new Uint8Array(
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 15, g: 61, b: 46 } } })
      .png()
      .toBuffer(),
  )
})
afterAll(async () => {
  await t.close()
})

const UPLOAD = '/api/utility/upload/file'

async function upload(
  bytes: Uint8Array,
  fileName: string,
  options: { folder?: string; token?: string | undefined; claimedType?: string } = {},
) {
  const form = new FormData()
  form.append('file', new File([bytes.slice()], fileName, { type: options.claimedType ?? 'application/octet-stream' }))
  const query = options.folder === undefined ? '' : `?folder=${encodeURIComponent(options.folder)}`
  const token = 'token' in options ? options.token : admin
  const response = await t.app.request(`${UPLOAD}${query}`, { method: 'POST', body: form, headers: token ? { 'x-auth-token': token } : {} })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text }
}

async function fetchFile(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(path, { headers })
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}

const storedCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('stored_files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

/** An executable, as Windows writes one: 'MZ', a DOS stub, and the PE header it points to. */
function windowsExecutable(): Uint8Array {
  const bytes = new Uint8Array(1024)
  bytes.set([0x4d, 0x5a], 0)
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true)
  bytes.set([0x50, 0x45, 0x00, 0x00, 0x4c, 0x01], 0x80)
  return bytes
}

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

describe('uploading', () => {
  test('a PNG named .pdf is stored and served as a PNG, under a generated name, with WebP copies at the app’s widths', async () => {
    const response = await upload(png, 'menu card.pdf', { folder: 'events', claimedType: 'application/pdf' })
    expect(response.status, response.text).toBe(201)
    expect(uploadedFile.parse(response.body)).toBeTruthy()
    expect(response.body.type).toBe('image/png')
    expect(response.body.name).toBe('menu card.pdf')
    expect(response.body.size).toBe(png.byteLength)
    expect(response.body.path).toMatch(/^events\/[a-z0-9]{16}\.png$/)
    expect(response.body.url).toBe(`/uploads/${response.body.path}`)
    expect(response.body.variants.map((variant: { width: number }) => variant.width)).toEqual([...IMAGE_WIDTHS])
    expect(response.body.display_url).toBe(response.body.url.replace('.png', '-960.webp'))

    const original = await fetchFile(response.body.url)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(original.headers.get('x-content-type-options')).toBe('nosniff')
    expect(original.headers.get('cache-control')).toContain('max-age=31536000')
    expect(original.bytes).toEqual(png)
    const sameFile = await fetchFile(`/api/utility/file/${response.body.path}`)
    expect(sameFile.bytes).toEqual(png)

    const card = await fetchFile(response.body.display_url)
    expect(card.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(card.bytes).metadata()).width).toBe(960)
    // A picture narrower than a width is never enlarged.
    const widest = await fetchFile(response.body.url.replace('.png', '-1920.webp'))
    expect((await sharp(widest.bytes).metadata()).width).toBe(1200)
  })

  test('a PDF and a Word document are taken, typed by their bytes, with no image copies', async () => {
    const document = await upload(pdf, 'minutes.doc', { folder: 'general' })
    expect(document.status, document.text).toBe(201)
    expect(document.body).toMatchObject({ type: 'application/pdf', variants: [] })
    expect(document.body.path).toMatch(/\.pdf$/)
    const served = await fetchFile(document.body.url)
    expect(served.headers.get('content-disposition')).toContain('minutes.doc')
    // A Word document (a zip with word/document.xml: tests/server/fixtures/minimal.docx) named .pdf is stored as .docx and downloads.
    const docx = new Uint8Array(readFileSync(new URL('./fixtures/minimal.docx', import.meta.url)))
    const word = await upload(docx, 'rules.pdf', { folder: 'general' })
    expect(word.status, word.text).toBe(201)
    expect(word.body.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(word.body.path).toMatch(/\.docx$/)
    expect((await fetchFile(word.body.url)).headers.get('content-disposition')).toMatch(/^attachment/)
  })

  test('a legacy .doc is taken only when its compound file holds a Word document (not an .msi or .xls)', async () => {
    const compoundFile = (withWordStream: boolean) => {
      const bytes = new Uint8Array(4096)
      bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
      if (withWordStream) bytes.set(new Uint8Array(Buffer.from('WordDocument', 'utf16le')), 1024)
      return bytes
    }
    const word = await upload(compoundFile(true), 'minutes.doc')
    expect(word.status, word.text).toBe(201)
    expect(word.body).toMatchObject({ type: 'application/msword', variants: [] })
    expect((await upload(compoundFile(false), 'setup.doc')).status).toBe(415)
  })

  test('an executable named .jpg is refused with 415 and nothing is stored', async () => {
    const before = await storedCount()
    const response = await upload(windowsExecutable(), 'holiday.jpg', { folder: 'events', claimedType: 'image/jpeg' })
    expect(response.status).toBe(415)
    expect(response.body.message).toContain('cannot be uploaded')
    expect(await storedCount()).toBe(before)
  })

  test('text, HTML and a damaged PNG are refused with 415', async () => {
    expect((await upload(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'page.png')).status).toBe(415)
    expect((await upload(new TextEncoder().encode('just some words'), 'notes.pdf')).status).toBe(415)
    expect((await upload(png.slice(0, 200), 'cut.png')).status).toBe(415)
  })

  test('a 20 MB file is refused with 413 and nothing is stored', async () => {
    const before = await storedCount()
    const big = new Uint8Array(20 * 1024 * 1024)
    big.set(png.slice(0, 64))
    const response = await upload(big, 'huge.png', { folder: 'events' })
    expect(response.status).toBe(413)
    expect(response.body.message).toContain('at most')
    expect(await storedCount()).toBe(before)
  })

  test('a folder that is a path, or not one of the list, is refused with 400 naming the field', async () => {
    for (const folder of ['../../etc', 'events/../../etc', '/etc', 'secret']) {
      const response = await upload(png, 'a.png', { folder })
      expect(response.status, folder).toBe(400)
      expect(response.body.errors[0].path).toBe('folder')
    }
  })

  test('a request with no file, or not multipart, is refused with 400', async () => {
    const empty = await t.app.request(`${UPLOAD}?folder=events`, {
      method: 'POST',
      body: new FormData(),
      headers: { 'x-auth-token': admin },
    })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('file')
    const json = await t.call('POST', UPLOAD, { token: admin, body: { file: 'x' } })
    expect(json.status).toBe(400)
    expect((await upload(new Uint8Array(0), 'empty.png')).status).toBe(400)
  })

  test('uploading needs an office session with a grant on the folder’s area', async () => {
    const before = await storedCount()
    expect((await upload(png, 'a.png', { token: undefined })).status).toBe(401)
    expect((await upload(png, 'a.png', { token: member })).status).toBe(403)
    expect((await upload(png, 'a.png', { token: kitchen })).status).toBe(403)
    // The steward has no grant on events, facilities or the club's profile.
    for (const folder of ['events', 'facilities', 'organisation', 'approvals'])
      expect((await upload(png, 'a.png', { token: steward, folder })).status, folder).toBe(403)
    expect(await storedCount()).toBe(before)
    // The receptionist may create events, so may upload an event's picture.
    expect((await upload(png, 'a.png', { token: reception, folder: 'events' })).status).toBe(201)
  })
})

describe('private folders', () => {
  test('an approval’s attachment needs a session that may read approvals', async () => {
    const attachment = await upload(pdf, 'agm-notice.pdf', { folder: 'approvals' })
    expect(attachment.status, attachment.text).toBe(201)
    for (const path of [attachment.body.url, `/api/utility/file/${attachment.body.path}`]) {
      expect((await fetchFile(path)).status, path).toBe(401)
      expect((await fetchFile(path, { 'xm-auth-token': member })).status).toBe(403)
      expect((await fetchFile(path, { 'x-auth-token': steward })).status).toBe(403)
      expect((await fetchFile(path, { 'x-auth-token': reception })).status).toBe(403)
      const read = await fetchFile(path, { 'x-auth-token': secretary })
      expect(read.status).toBe(200)
      expect(read.headers.get('cache-control')).toBe('private, no-cache')
      expect(read.bytes).toEqual(pdf)
    }
  })

  test('a member’s document needs a session that may view members; a forged token is told its session expired', async () => {
    const document = await upload(png, 'pan-card.png', { folder: 'member-documents' })
    expect(document.status).toBe(201)
    expect((await fetchFile(document.body.display_url)).status).toBe(401)
    expect((await fetchFile(document.body.display_url, { 'x-auth-token': kitchen })).status).toBe(403)
    expect((await fetchFile(document.body.display_url, { 'x-auth-token': steward })).status).toBe(200)
    expect((await fetchFile(document.body.url, { 'x-auth-token': 'forged.token.here' })).status).toBe(401)
  })
})

describe('serving', () => {
  test('a name that is not a stored file’s, a folder not on the list, or a missing file: 400 or 404, never a file', async () => {
    expect((await fetchFile('/uploads/events/..%2F..%2Fetc%2Fpasswd')).status).toBe(400)
    expect((await fetchFile('/uploads/etc/passwd')).status).toBe(400)
    expect((await fetchFile('/api/utility/file/events/aaaaaaaaaaaaaaaa.png')).status).toBe(404)
    expect((await fetchFile('/uploads/events/aaaaaaaaaaaaaaaa.png')).status).toBe(404)
  })

  test('a browser that has the file gets 304', async () => {
    const uploaded = await upload(png, 'a.png', { folder: 'gallery' })
    const first = await fetchFile(uploaded.body.url)
    const again = await fetchFile(uploaded.body.url, { 'if-none-match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
  })
})
