import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { resetDb } from '../db'
import { consoleEcCertId } from '../fixtures/certificates'
import { fleetAdminId, noRolesId, projectCollaboratorId, samlUserId, siloViewerId } from '../fixtures/users'
import { setClock } from '../test-clock'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

const file = (name: string) => readFileSync(resolve(import.meta.dirname, '../../test/files', name), 'utf8')
const CERT = file('silo-tls.cert.pem')
const KEY = file('silo-tls.key.pem')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  // a day on which the test certificates are all in date
  setClock(Date.parse('2027-03-01T12:00:00.000Z'))
  resetDb()
})
afterEach(() => vi.useRealTimers())

const addCert = (as: string, body: object = {}) =>
  post('/v1/certificates', {
    as,
    body: { name: 'api-2027', description: 'renewed', service: 'external_api', cert: CERT, key: KEY, ...body },
  })

describe('silo certificates', () => {
  it('lists the caller’s silo’s certificates to its admins, without their keys', async () => {
    const res = await get('/v1/certificates', { as: fleetAdminId })
    expectOk(res, 200, schema.CertificateResultsPage)
    expect(res.body.items.map((c: { name: string }) => c.name)).toEqual(['console-ecdsa', 'rack-api-wildcard'])
    expect(res.body.items[0]).not.toHaveProperty('key')
    expect(res.body.items[0].cert).toMatch(/^-----BEGIN CERTIFICATE-----/)
    // paged by the API's page token
    const first = await get('/v1/certificates?limit=1', { as: fleetAdminId })
    expect(first.body.items).toHaveLength(1)
    const next = await get(`/v1/certificates?limit=1&page_token=${first.body.next_page}`, { as: fleetAdminId })
    expect(next.body.items[0].name).toBe('rack-api-wildcard')
  })

  it('refuses everyone below silo admin, and shows another silo none of them', async () => {
    for (const as of [siloViewerId, projectCollaboratorId, noRolesId]) {
      expectError(await get('/v1/certificates', { as }), 403, 'Forbidden')
      expectError(await addCert(as), 403, 'Forbidden')
      expectError(await get(`/v1/certificates/${consoleEcCertId}`, { as }), 404, 'ObjectNotFound')
      expectError(await del('/v1/certificates/console-ecdsa', { as }), 404, 'ObjectNotFound')
    }
    expectError(await get('/v1/certificates'), 401)
    // other-silo's admin is not an admin of demo-silo
    expectError(await get(`/v1/certificates/${consoleEcCertId}`, { as: samlUserId }), 404, 'ObjectNotFound')
  })

  it('adds a certificate whose key matches and that is in date, and views it by name or id', async () => {
    const res = await addCert(fleetAdminId)
    expectOk(res, 201, schema.Certificate, { name: 'api-2027', service: 'external_api', cert: CERT })
    expect(res.body).not.toHaveProperty('key')
    const byId = await get(`/v1/certificates/${res.body.id}`, { as: fleetAdminId })
    expectSchema(schema.Certificate, byId.body)
    expect((await get('/v1/certificates/api-2027', { as: fleetAdminId })).body).toEqual(byId.body)
    expectError(await addCert(fleetAdminId), 400, 'ObjectAlreadyExists')
  })

  it('refuses a key that is not the certificate’s, a certificate out of date, and wrong PEM', async () => {
    const mismatch = await addCert(fleetAdminId, { key: file('unrelated.key.pem') })
    expectError(mismatch, 400, 'InvalidValue')
    expect(mismatch.body.message).toBe('unsupported value for "private-key": Certificate and private key do not match')

    setClock(Date.parse('2037-01-01T00:00:00.000Z'))
    const expired = await addCert(fleetAdminId)
    expectError(expired, 400, 'InvalidValue')
    expect(expired.body.message).toBe(
      'unsupported value for "certificate": Certificate expired at 2036-11-21T21:22:23.000Z',
    )
    setClock(Date.parse('2027-03-01T12:00:00.000Z'))

    const swapped = await addCert(fleetAdminId, { cert: KEY, key: CERT })
    expect(swapped.body.message).toBe('unsupported value for "certificate": expected only CERTIFICATE blocks')
    const notKey = await addCert(fleetAdminId, { key: CERT })
    expect(notKey.body.message).toBe('unsupported value for "private-key": expected one PEM private key')
    expectError(await addCert(fleetAdminId, { service: 'internal' }), 400)
    expectError(await addCert(fleetAdminId, { name: 'Not A Name' }), 400)
    expect((await get('/v1/certificates', { as: fleetAdminId })).body.items).toHaveLength(2)
  })

  it('deletes a certificate', async () => {
    expect((await del('/v1/certificates/console-ecdsa', { as: fleetAdminId })).status).toBe(204)
    expectError(await get(`/v1/certificates/${consoleEcCertId}`, { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await del('/v1/certificates/console-ecdsa', { as: fleetAdminId }), 404, 'ObjectNotFound')
  })
})

describe('silo authentication settings', () => {
  it('are read by anyone with a role on the silo', async () => {
    const res = await get('/v1/auth-settings', { as: siloViewerId })
    expectOk(res, 200, schema.SiloAuthSettings, { device_token_max_ttl_seconds: null })
    expectOk(await get('/v1/auth-settings', { as: samlUserId }), 200, schema.SiloAuthSettings, {
      device_token_max_ttl_seconds: 28800,
    })
    expectError(await get('/v1/auth-settings', { as: noRolesId }), 403, 'Forbidden')
    expectError(await get('/v1/auth-settings'), 401)
  })

  it('are changed by the silo’s admins only, within the API’s bounds', async () => {
    const body = { device_token_max_ttl_seconds: 3600 }
    expectError(await put('/v1/auth-settings', { as: siloViewerId, body }), 403, 'Forbidden')
    const res = await put('/v1/auth-settings', { as: fleetAdminId, body })
    expectOk(res, 200, schema.SiloAuthSettings, body)
    expect((await get('/v1/auth-settings', { as: siloViewerId })).body).toEqual(res.body)
    // another silo's settings are its own
    expect((await get('/v1/auth-settings', { as: samlUserId })).body.device_token_max_ttl_seconds).toBe(28800)
    expectError(await put('/v1/auth-settings', { as: fleetAdminId, body: { device_token_max_ttl_seconds: 0 } }), 400)
    expectError(await put('/v1/auth-settings', { as: fleetAdminId, body: {} }), 400)
    const cleared = await put('/v1/auth-settings', { as: fleetAdminId, body: { device_token_max_ttl_seconds: null } })
    expectOk(cleared, 200, schema.SiloAuthSettings, { device_token_max_ttl_seconds: null })
  })
})
