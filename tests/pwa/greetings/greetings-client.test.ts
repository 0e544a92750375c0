import { describe, expect, test } from 'vitest'
import { formatGreetingMessage, sendWhatsAppGreeting } from '../../../domain/contract/greetings'
import { greetingCall, NETWORK_ERROR } from '../../../pwa/office/greetings/greetings-client'
import { stubApi } from '../helpers/fetch-stub'
import { storeRecord, staffRecord } from '../helpers/sessions'

const memberData = { memberId: 'M1001', name: 'Vikram Malhotra', mobileNumber: '9876543210', title: 'Mr.' }

describe('the greetings client’s answer (spec 2 §8)', () => {
  test('a success carries the server’s message, the status and the data', async () => {
    storeRecord('user', staffRecord())
    stubApi({
      'POST /api/greetings/format-message': {
        json: { success: true, message: 'Message formatted', data: { message: 'Hi Vikram', unfilled: [] } },
      },
    })
    const result = await greetingCall(
      formatGreetingMessage,
      { body: { template: 'Hi {name}', memberData, greetingType: 'birthday' } },
      'Failed',
    )
    expect(result).toEqual({ success: true, message: 'Message formatted', status: 200, data: { message: 'Hi Vikram', unfilled: [] } })
  })

  test('a refusal gives the server’s message and its status, never throws', async () => {
    storeRecord('user', staffRecord())
    stubApi({
      'POST /api/greetings/send-whatsapp': {
        status: 400,
        json: {
          success: false,
          message: 'Title is required',
          code: 'invalid_input',
          errors: [{ path: 'memberData.title', msg: 'memberData.title: Title is required' }],
        },
      },
    })
    const result = await greetingCall(
      sendWhatsAppGreeting,
      { body: { memberData: { ...memberData, title: '' }, message: 'Hi', greetingType: 'birthday' } },
      'Failed to send greeting',
    )
    expect(result).toEqual({ success: false, message: 'Title is required', status: 400 })
  })

  test('with no answer at all: the network message and status 0', async () => {
    storeRecord('user', staffRecord())
    stubApi({ 'POST /api/greetings/send-whatsapp': () => Promise.reject(new TypeError('Failed to fetch')) })
    const result = await greetingCall(
      sendWhatsAppGreeting,
      { body: { memberData, message: 'Hi', greetingType: 'birthday' } },
      'Failed to send greeting',
    )
    expect(result).toEqual({ success: false, message: NETWORK_ERROR, status: 0 })
    expect(NETWORK_ERROR).toBe('Network error. Please check your connection.')
  })
})
