import { describe, expect, it } from 'vitest'
import { csvField, csvText } from './csv'

describe('CSV', () => {
  it('quotes fields holding commas, quotes or line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rhere')).toBe('"cr\rhere"')
  })

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvField(`${start}1+1`)).toBe(`'${start}1+1`)
    expect(csvField('\rx')).toBe(`"'\rx"`)
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`)
    expect(csvField(-3)).toBe('-3')
    expect(csvField(true)).toBe('true')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('ends every line, the last one too, with CRLF', () => {
    expect(
      csvText([
        ['name', 'size'],
        ['a, b', 1],
        ['c', null],
      ]),
    ).toBe('name,size\r\n"a, b",1\r\nc,\r\n')
  })
})
