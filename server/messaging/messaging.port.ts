/** One outgoing WhatsApp message. `purpose` says why it was sent ('otp', 'greeting', ...). */
export interface OutgoingMessage {
  /** Indian mobile, 10 digits, or a full international number in digits. */
  to: string
  body: string
  purpose: string
  /**
   * A pre-approved WhatsApp template to send instead of free text, which WhatsApp allows only inside
   * a conversation the member opened (ADR 036). `body` stays the text the club sees and keeps.
   */
  template?: MessageTemplate
}

/** A WhatsApp message template: its approved name, its language, and its body's {{1}}, {{2}}, ... values. */
export interface MessageTemplate {
  name: string
  language: string
  bodyParameters: string[]
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
