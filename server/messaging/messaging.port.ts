/** One outgoing WhatsApp message. `purpose` says why it was sent ('otp', 'greeting', ...). */
export interface OutgoingMessage {
  /** Indian mobile, 10 digits, or a full international number in digits. */
  to: string
  body: string
  purpose: string
}

export interface SentMessage {
  messageId: number
  status: 'stored' | 'sent' | 'failed'
  providerMessageId?: string
  error?: string
}

/** The one door for messages leaving the club. Adapters: WhatsApp Cloud API, or stored only. */
export interface MessagingPort {
  readonly provider: string
  send(message: OutgoingMessage): Promise<SentMessage>
}
