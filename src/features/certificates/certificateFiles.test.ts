import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { certificateFileMessage, keyFileMessage } from './certificateFiles'

const file = (name: string) => readFileSync(resolve(import.meta.dirname, '../../../test/files', name), 'utf8')
const cert = file('silo-tls.cert.pem')
const key = file('silo-tls.key.pem')
const NOW = Date.parse('2027-01-01T00:00:00Z')

describe('the add-certificate form’s file checks', () => {
  it('take a certificate in date and its own key', () => {
    expect(certificateFileMessage(cert, NOW)).toBeUndefined()
    expect(keyFileMessage(key, cert, NOW)).toBeUndefined()
  })

  it('say which file is of the wrong kind', () => {
    expect(certificateFileMessage(key, NOW)).toBe('This file holds a private key, not a certificate')
    expect(keyFileMessage(cert, cert, NOW)).toBe('This file holds a certificate, not a private key')
  })

  it('refuse a certificate out of date', () => {
    expect(certificateFileMessage(cert, Date.parse('2037-01-01T00:00:00Z'))).toMatch(/^This certificate expired on /)
    expect(certificateFileMessage(cert, Date.parse('2026-01-01T00:00:00Z'))).toMatch(
      /^This certificate is not valid until /,
    )
  })

  it('refuse a key that is not the certificate’s, once the certificate is usable', () => {
    const other = file('unrelated.key.pem')
    expect(keyFileMessage(other, cert, NOW)).toBe(
      'This private key does not belong to the certificate: choose the key the certificate was made for',
    )
    // no certificate yet, or an unusable one: the key alone is fine
    expect(keyFileMessage(other, undefined, NOW)).toBeUndefined()
    expect(keyFileMessage(other, key, NOW)).toBeUndefined()
  })
})
