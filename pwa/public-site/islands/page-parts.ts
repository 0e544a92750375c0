import { createInstallPrompt } from '../../app/install-offer'
import { isSessionValid, sessionStorageKeys } from '../../auth/session'
import { chatLinkFor } from '../chat-link'

/**
 * The small parts of a page the build rendered that need the device, done without React (ADR 031).
 * Each finds what the build drew for it (hidden where it waits for the device) and fills it in.
 */

/** "My club" instead of "Member Login" for a member signed in on this device (MemberLoginLink). */
export function showMemberLink(doc: Document = document, storage: Storage = localStorage): void {
  let record: unknown
  try {
    record = JSON.parse(storage.getItem(sessionStorageKeys.member) ?? 'null')
  } catch {
    return
  }
  if (!isSessionValid(record)) return
  const name = (record as { name?: unknown }).name
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a.site-nav__login')) {
    link.href = '/member'
    link.textContent = 'My club'
    if (typeof name === 'string') link.title = `Signed in as ${name}`
  }
}

/** 'Install app' while the browser offers installation (InstallButton). */
export function offerInstall(doc: Document = document, view: Window = window): void {
  const prompt = createInstallPrompt(view)
  const show = () => {
    for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-install-button]')) button.hidden = !prompt.canInstall()
  }
  prompt.subscribe(show)
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-install-button]')) void prompt.install()
  })
}

/** The chat button and the membership page's WhatsApp link, once the club's number is known (ChatButton). */
export async function showChatLinks(doc: Document = document, fetchConfig: typeof fetch = fetch): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('a[data-chat-link]')]
  if (links.length === 0) return
  let chatNumber: unknown
  try {
    const response = await fetchConfig('/api/public/config', { headers: { Accept: 'application/json' } })
    if (!response.ok) return
    chatNumber = ((await response.json()) as { chatNumber?: unknown }).chatNumber
  } catch {
    return // offline with nothing saved: without a number there is nothing useful to open
  }
  if (typeof chatNumber !== 'string' || chatNumber === '') return
  for (const link of links) {
    link.href = chatLinkFor(chatNumber, link.dataset.chatLink)
    link.hidden = false
  }
}

/** The thin offline bar (OfflineNotice): what is shown is what the device saved last. The words wait in a template. */
export function watchOnline(doc: Document = document, view: Window = window): void {
  const update = () => {
    const isOnline = view.navigator.onLine
    for (const words of doc.querySelectorAll<HTMLTemplateElement>('template[data-offline-words]')) {
      const notice = words.parentElement
      if (!notice) continue
      notice.classList.toggle('visually-hidden', isOnline)
      notice.classList.toggle('offline-notice', !isOnline)
      for (const node of [...notice.childNodes]) if (node !== words) node.remove()
      if (!isOnline) notice.append(words.content.cloneNode(true))
    }
  }
  view.addEventListener('online', update)
  view.addEventListener('offline', update)
  update()
}
