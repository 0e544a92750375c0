import { describe, expect, test } from 'vitest'
import { greetingSettingsBody, type GreetingSettings } from '../../../domain/contract/greeting-settings'
import { whatsappTemplateKeys } from '../../../domain/greetings'
import { settingsFormValues, settingsRequest } from '../../../pwa/office/greetings/settings-form'

const settings: GreetingSettings = {
  festivalDates: { diwali: { '2026': '2026-11-08', '2027': '2027-10-29' }, holi: { '2026': '2026-03-04' } },
  whatsappTemplates: whatsappTemplateKeys.map((key) =>
    key === 'birthday.formal' ? { key, name: 'rcc_formal', isDefault: false } : { key, name: `default_${key}`, isDefault: true },
  ),
  whatsappLanguage: 'en',
  sendRatePerSecond: 50,
  isAutoGreeting: false,
  autoGreetingTime: '09:00',
  lastAutomaticRun: null,
  updatedAt: '2026-11-22T04:30:00.000Z',
}

describe('the greeting settings form', () => {
  test('shows one row a year, the club’s own template names, and default ones empty', () => {
    const values = settingsFormValues(settings)
    expect(values.festivalDates).toEqual([
      { year: '2026', diwali: '2026-11-08', holi: '2026-03-04', newyear: '' },
      { year: '2027', diwali: '2027-10-29', holi: '', newyear: '' },
    ])
    expect(values.whatsappTemplates[whatsappTemplateKeys.indexOf('birthday.formal')]).toEqual({ name: 'rcc_formal' })
    expect(values.whatsappTemplates[0]).toEqual({ name: '' })
  })

  test('sends a removed year and a blank date as null, the rate as a number, and passes the contract', () => {
    const values = settingsFormValues(settings)
    values.festivalDates = [
      { year: '2026', diwali: '2026-11-08', holi: '', newyear: '2026-01-01' },
      { year: '2029', diwali: '2029-11-05', holi: '', newyear: '' },
    ]
    values.sendRatePerSecond = '40'
    const request = settingsRequest(values, settings)
    expect(request.festivalDates).toEqual({
      diwali: { '2026': '2026-11-08', '2027': null, '2029': '2029-11-05' },
      holi: { '2026': null, '2029': null },
      newyear: { '2026': '2026-01-01', '2029': null },
    })
    expect(request.sendRatePerSecond).toBe(40)
    expect(request.whatsappTemplates).toMatchObject({ 'birthday.formal': 'rcc_formal', 'birthday.default': '' })
    expect(greetingSettingsBody.safeParse(request).success).toBe(true)
  })

  test('a rate that is not a number is left for the contract to refuse with its message', () => {
    const values = { ...settingsFormValues(settings), sendRatePerSecond: 'fast' }
    const result = greetingSettingsBody.safeParse(settingsRequest(values, settings))
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Send rate must be a whole number of messages per second, from 1 to 1000')
  })
})
