import { describe, expect, it } from 'vitest'
import { rootRole } from '@mock/tuf-builder'
import { readRootRole, summarize } from './rootRole'

const key = 'ab'.repeat(32)
const good = rootRole({ keyid: key, expires: '2031-05-06T00:00:00Z' })
const text = (doc: unknown) => JSON.stringify(doc)

describe('reading a trust root', () => {
  it('takes a self-signed root role and says what it holds', () => {
    const read = readRootRole(text(good))
    expect(read).toEqual({
      ok: true,
      document: good,
      summary: {
        version: 1,
        expires: new Date('2031-05-06T00:00:00Z'),
        rootKeyIds: [key],
        threshold: 1,
        signatures: 1,
      },
    })
  })

  it('says what is wrong with anything else', () => {
    const message = (t: string) => {
      const read = readRootRole(t)
      return read.ok ? null : read.message
    }
    expect(message('  ')).toBe('Paste the root role, or choose its file')
    expect(message('{"signed": ')).toMatch(/^This is not valid JSON: /)
    expect(message('[1, 2]')).toBe('A root role is a JSON object')
    expect(message(text(good.signed))).toMatch(/^A root role has "signed" and "signatures"/)
    expect(message(text({ ...good, signed: { ...good.signed, _type: 'targets' } }))).toBe(
      'This is a "targets" role; the trust store takes the root role (root.json)',
    )
    const { timestamp: _dropped, ...roles } = good.signed.roles
    expect(message(text({ ...good, signed: { ...good.signed, roles } }))).toBe(
      'The root role names no keys for: timestamp',
    )
    const otherSigner = rootRole({ keyid: key, signedBy: ['cd'.repeat(32)] })
    expect(message(text(otherSigner))).toBe('It must be signed by its own root keys: 0 of the 1 signatures needed')
  })

  it('summarizes the API’s camelCased copy too, and nothing that is not a root role', () => {
    expect(
      summarize({
        signed: { version: 2, expires: '2030-01-01T00:00:00Z', roles: { root: { keyids: ['k'], threshold: 1 } } },
        signatures: [],
      }),
    ).toMatchObject({ version: 2, rootKeyIds: ['k'], signatures: 0 })
    expect(summarize({ hello: 'world' })).toBeNull()
  })
})
