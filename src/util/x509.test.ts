import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { certificatePairProblem, parseCertificates, sha256Fingerprint } from './x509'

const file = (name: string) => readFileSync(resolve(import.meta.dirname, '../../test/files', name), 'utf8')

// expected values as `openssl x509 -noout -subject -dates -fingerprint -sha256` prints them
const tls = file('silo-tls.cert.pem')
const tlsKey = file('silo-tls.key.pem')
const ec = file('silo-tls-ec.cert.pem')
const saml = file('saml-signing.cert.pem')
const NOW = Date.parse('2027-01-01T00:00:00Z')

describe('parseCertificates', () => {
  it('reads subject, issuer, validity, key and serial', () => {
    const [cert] = parseCertificates(tls)
    expect(cert.subject).toBe('CN=*.sys.rack.example.com')
    expect(cert.issuer).toBe('CN=*.sys.rack.example.com')
    expect(cert.notBefore.toISOString()).toBe('2026-11-24T21:22:23.000Z')
    expect(cert.notAfter.toISOString()).toBe('2036-11-21T21:22:23.000Z')
    expect(cert.publicKey.description).toBe('ECDSA P-256')
    expect(parseCertificates(ec)[0].serial).toBe('340af79e138a6eab04d2901463066fd7aeaee851')
    expect(parseCertificates(saml)[0].publicKey.description).toMatch(/^RSA \d+-bit$/)
  })

  it('reads every certificate of a chain, in order', () => {
    const chain = parseCertificates(`${tls}\n${ec}`)
    expect(chain.map((c) => c.subject)).toEqual(['CN=*.sys.rack.example.com', 'CN=console.demo-silo.rack.example.com'])
  })

  it('takes the fingerprint over the DER', async () => {
    expect(await sha256Fingerprint(parseCertificates(tls)[0].der)).toBe(
      'AE:2E:B3:6A:53:CC:25:A5:A1:92:44:7F:29:CE:F2:44:57:35:21:50:9A:6A:67:E3:67:52:A1:89:16:06:F1:99',
    )
  })

  it('refuses what is not a certificate', () => {
    expect(() => parseCertificates(tlsKey)).toThrow('no PEM certificate found')
    expect(() => parseCertificates('-----BEGIN CERTIFICATE-----\nMAMCAQE=\n-----END CERTIFICATE-----')).toThrow()
  })
})

describe('certificatePairProblem', () => {
  it('accepts a certificate with its own key, in any of the PEM key forms', () => {
    expect(certificatePairProblem(tls, tlsKey, NOW)).toBeNull()
    expect(certificatePairProblem(ec, file('silo-tls-ec.key.pem'), NOW)).toBeNull()
    expect(certificatePairProblem(ec, file('silo-tls-ec.sec1.key.pem'), NOW)).toBeNull()
    expect(certificatePairProblem(saml, file('saml-signing.key.pem'), NOW)).toBeNull()
  })

  it('refuses a key that is not the certificate’s', () => {
    const mismatch = { field: 'key', message: 'Certificate and private key do not match' }
    expect(certificatePairProblem(tls, file('unrelated.key.pem'), NOW)).toEqual(mismatch)
    expect(certificatePairProblem(tls, file('silo-tls-ec.key.pem'), NOW)).toEqual(mismatch)
    expect(certificatePairProblem(saml, file('unrelated.key.pem'), NOW)).toEqual(mismatch)
  })

  it('refuses a certificate out of date', () => {
    expect(certificatePairProblem(tls, tlsKey, Date.parse('2037-01-01T00:00:00Z'))).toEqual({
      field: 'cert',
      message: 'Certificate expired at 2036-11-21T21:22:23.000Z',
    })
    expect(certificatePairProblem(tls, tlsKey, Date.parse('2026-01-01T00:00:00Z'))).toEqual({
      field: 'cert',
      message: 'Certificate is not valid until 2026-11-24T21:22:23.000Z',
    })
  })

  it('says which file cannot be read', () => {
    expect(certificatePairProblem(tlsKey, tlsKey, NOW)?.message).toBe(
      'Failed to parse certificate: no PEM certificate found',
    )
    expect(certificatePairProblem(tls, tls, NOW)).toEqual({
      field: 'key',
      message: 'Failed to parse private key: expected one PEM private key',
    })
  })
})
