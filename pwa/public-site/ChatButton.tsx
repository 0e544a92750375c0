import { MessageCircle } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { bookingEnquiryText, chatLinkFor } from './chat-link'
import { publicConfigQuery } from './queries'

/**
 * The floating chat button, bottom right (spec 1 §1). It appears once the club's number is known;
 * the cached number keeps it there offline. Without a number there is nothing useful to open.
 */
export function ChatButton() {
  const { data } = useQuery(publicConfigQuery)
  // A page the build renders holds the button hidden, for its own script to show (ADR 031).
  if (!data?.chatNumber && !import.meta.env.SSR) return null
  return (
    <a
      className="chat-button"
      hidden={!data?.chatNumber}
      data-chat-link={bookingEnquiryText}
      // Until the number is known (hidden): the contact page, so that it is a link, not a bare anchor.
      href={data?.chatNumber ? chatLinkFor(data.chatNumber) : '/contact'}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with the club on WhatsApp"
    >
      <MessageCircle aria-hidden="true" size={28} />
    </a>
  )
}
