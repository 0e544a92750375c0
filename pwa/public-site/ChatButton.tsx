import { MessageCircle } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { chatLinkFor } from './chat-link'
import { publicConfigQuery } from './queries'

/**
 * The floating chat button, bottom right (spec 1 §1). It appears once the club's number is known;
 * the cached number keeps it there offline. Without a number there is nothing useful to open.
 */
export function ChatButton() {
  const { data } = useQuery(publicConfigQuery)
  if (!data?.chatNumber) return null
  return (
    <a
      className="chat-button"
      href={chatLinkFor(data.chatNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with the club on WhatsApp"
    >
      <MessageCircle aria-hidden="true" size={28} />
    </a>
  )
}
