import { describe, expect, test } from 'vitest'
import { buildCsv, csvField, UTF8_BOM } from '../../domain/csv.js'

describe('a CSV field (RFC 4180)', () => {
  test.each([
    ['plain text is written as it is', 'Bandra Gymkhana', 'Bandra Gymkhana'],
    ['a comma wraps the field in quotes', 'Ridge Road, Malabar Hill', '"Ridge Road, Malabar Hill"'],
    ['a double quote is doubled inside quotes', 'The "Old" Club', '"The ""Old"" Club"'],
    ['a line feed keeps the field in one record', 'Line one\nLine two', '"Line one\nLine two"'],
    ['a carriage return is quoted too', 'a\r\nb', '"a\r\nb"'],
    ['spaces alone need no quotes', '  spaced  ', '  spaced  '],
    ['non-ASCII text is kept', 'Café ₹1,800', '"Café ₹1,800"'],
  ])('%s', (_, value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  test('empty values are empty fields, numbers and booleans are their text', () => {
    expect([csvField(null), csvField(undefined), csvField(''), csvField(7), csvField(false)]).toEqual(['', '', '', '7', 'false'])
  })

  test.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+44 20 7930 1234', "'+44 20 7930 1234"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('text a spreadsheet would run as a formula, %j, is written as text', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  test('a negative number is a number, not a formula', () => {
    expect(csvField(-5)).toBe('-5')
  })
})

describe('a CSV document', () => {
  test('has the header, then one CRLF-ended record per row, in order', () => {
    const csv = buildCsv(
      ['Sr. No', 'Club Name', 'Address'],
      [
        [1, 'Marine Lines Gymkhana', 'M.G. Road, Mumbai'],
        [2, 'Hill Club', null],
      ],
    )
    expect(csv).toBe('Sr. No,Club Name,Address\r\n1,Marine Lines Gymkhana,"M.G. Road, Mumbai"\r\n2,Hill Club,\r\n')
  })

  test('a field with a line break stays inside its record', () => {
    const csv = buildCsv(['a', 'b'], [['first\nsecond', 'x']])
    expect(csv).toBe('a,b\r\n"first\nsecond",x\r\n')
  })

  test('the byte order mark is the one Excel looks for', () => {
    expect(new TextEncoder().encode(UTF8_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })
})
