import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { demoSiloId, otherSiloId } from '../fixtures/silos'
import { fleetAdminId, graceHopperId, noRolesId, samlUserId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, get, post } from '../test-utils'

const file = (name: string) => readFileSync(new URL(`../../test/files/${name}`, import.meta.url), 'utf8')
const base64 = (text: string) => Buffer.from(text).toString('base64')
/** The base64 DER body of a PEM file, as the API takes a signing key pair. */
const der = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')

const samlBody = (extra: object = {}) => ({
  name: 'corp-sso',
  description: 'Corporate SSO',
  idp_metadata_source: { type: 'base64_encoded_xml', data: base64(file('idp-metadata.xml')) },
  idp_entity_id: 'https://idp.example.com/saml',
  sp_client_id: 'oxide',
  acs_url: 'https://other-silo.sys.example.com/login/other-silo/saml/corp-sso',
  slo_url: 'https://other-silo.sys.example.com/logout',
  technical_contact_email: 'ops@example.com',
  ...extra,
})
const createIdp = (extra?: object, as = fleetAdminId, silo = 'other-silo') =>
  post(`/v1/system/identity-providers/saml?silo=${silo}`, { as, body: samlBody(extra) })

describe('samlIdentityProviderCreate', () => {
  it('creates a provider from metadata XML, with a signing key pair, that can then be viewed', async () => {
    const signing_keypair = {
      public_cert: der(file('saml-signing.cert.pem')),
      private_key: der(file('saml-signing.key.pem')),
    }
    const res = await createIdp({ signing_keypair, group_attribute_name: 'groups' })
    expectOk(res, 201, schema.SamlIdentityProvider, {
      name: 'corp-sso',
      public_cert: signing_keypair.public_cert,
      group_attribute_name: 'groups',
    })
    expect(res.body).not.toHaveProperty('private_key')
    const view = await get('/v1/system/identity-providers/saml/corp-sso?silo=other-silo', { as: fleetAdminId })
    expectOk(view, 200, schema.SamlIdentityProvider, { id: res.body.id, technical_contact_email: 'ops@example.com' })
  })

  it('takes metadata from a URL, unless its host cannot be reached', async () => {
    let n = 0
    const url = (u: string) => createIdp({ name: `by-url-${++n}`, idp_metadata_source: { type: 'url', url: u } })
    expectOk(await url('https://idp.example.com/metadata'), 201, schema.SamlIdentityProvider)
    const unreachable = await url('https://idp.example.invalid/metadata')
    expectError(unreachable, 400, 'InvalidRequest')
    expect(unreachable.body.message).toMatch(/^error fetching metadata from https:\/\/idp\.example\.invalid/)
    expect((await url('ftp://idp.example.com/m')).body.message).toBe('bad metadata URL: ftp://idp.example.com/m')
  })

  it('refuses metadata that is not an XML EntityDescriptor, saying why', async () => {
    const xml = (data: string) => createIdp({ idp_metadata_source: { type: 'base64_encoded_xml', data } })
    const cases: [string, string][] = [
      [
        base64(file('not-idp-metadata.xml')),
        "bad SAML metadata: the metadata's root element is config, not EntityDescriptor",
      ],
      [base64('just text'), 'bad SAML metadata: the metadata is not an XML document'],
      ['%%%', 'bad SAML metadata: the metadata is not valid base64'],
      [
        base64(file('idp-metadata.xml').replace('</md:EntityDescriptor>', '')),
        'bad SAML metadata: the metadata XML is not complete: the EntityDescriptor is not closed',
      ],
    ]
    for (const [data, message] of cases) {
      const res = await xml(data)
      expectError(res, 400, 'InvalidRequest')
      expect(res.body.message).toBe(message)
    }
    expect(db.samlIdentityProviders.map((p) => p.name)).toEqual(['other-idp'])
  })

  it('refuses a signing key pair that is not base64 DER, a name in use, and a local-only silo', async () => {
    const pem = { public_cert: file('saml-signing.cert.pem'), private_key: der(file('saml-signing.key.pem')) }
    expect((await createIdp({ signing_keypair: pem })).body.message).toBe(
      'signing_keypair: public_cert is not a base64-encoded DER certificate',
    )
    const taken = await createIdp({ name: 'other-idp' })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: identity-provider "other-idp"')
    const local = await createIdp({}, fleetAdminId, 'demo-silo')
    expectError(local, 400, 'InvalidRequest')
    expect(local.body.message).toBe('cannot create identity providers in this kind of Silo')
    expectError(await createIdp({ acs_url: undefined }), 400)
  })

  it('is for fleet admins and the silo’s own admins', async () => {
    expectOk(await createIdp({}, samlUserId), 201, schema.SamlIdentityProvider)
    expectError(await createIdp({ name: 'x' }, siloViewerId), 404, 'ObjectNotFound')
    db.silos.find((s) => s.id === demoSiloId)!.mapped_fleet_roles = { viewer: ['viewer'] }
    expectError(await createIdp({ name: 'x' }, siloViewerId), 403, 'Forbidden')
  })
})

const usersUrl = (silo: string) => `/v1/system/identity-providers/local/users?silo=${silo}`
const createUser = (external_id: string, password: object, as = fleetAdminId, silo = 'demo-silo') =>
  post(usersUrl(silo), { as, body: { external_id, password } })
const signIn = (username: string, password: string) =>
  post('/v1/login/demo-silo/local', { body: { username, password } })

describe('local users', () => {
  it('creates a user who signs in with the password given, then changes and removes it', async () => {
    const res = await createUser('ada', { mode: 'password', value: 'first-pass' })
    expectOk(res, 201, schema.User, { display_name: 'ada', silo_id: demoSiloId })
    const id = res.body.id
    expect((await signIn('ada', 'first-pass')).status).toBe(204)

    const setPassword = (body: object) =>
      post(`/v1/system/identity-providers/local/users/${id}/set-password?silo=demo-silo`, { as: fleetAdminId, body })
    expect((await setPassword({ mode: 'password', value: 'second-pass' })).status).toBe(204)
    expect((await signIn('ada', 'first-pass')).status).toBe(401)
    expect((await signIn('ada', 'second-pass')).status).toBe(204)
    expect((await setPassword({ mode: 'login_disallowed' })).status).toBe(204)
    expect((await signIn('ada', 'second-pass')).status).toBe(401)
    expect((await setPassword({ mode: 'password', value: '' })).body.message).toBe('passwords may not be empty')
    expectError(await setPassword({ mode: 'password', value: 'x'.repeat(513) }), 400)
  })

  it('refuses a bad or taken username', async () => {
    expectError(await createUser('Bad_Name', { mode: 'login_disallowed' }), 400)
    const taken = await createUser('grace-hopper', { mode: 'login_disallowed' })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: silo-user "grace-hopper"')
  })

  it('has no local provider in a SAML silo', async () => {
    const res = await createUser('ada', { mode: 'login_disallowed' }, fleetAdminId, 'other-silo')
    expectError(res, 404, 'ObjectNotFound')
    expect(res.body.message).toBe('not found: identity-provider with name "local"')
  })

  it('deletes a user, who then cannot be found or sign in', async () => {
    const url = `/v1/system/identity-providers/local/users/${graceHopperId}?silo=demo-silo`
    expect((await del(url, { as: fleetAdminId })).status).toBe(204)
    const again = await del(url, { as: fleetAdminId })
    expectError(again, 404, 'ObjectNotFound')
    expect(again.body.message).toBe(`not found: silo-user with id "${graceHopperId}"`)
    expect(db.groupMemberships.some((m) => m.user_id === graceHopperId)).toBe(false)
    expect((await signIn('grace-hopper', 'demo')).status).toBe(401)
  })

  it('is for admins: a silo viewer is refused, another silo’s user finds nothing', async () => {
    expectError(await createUser('ada', { mode: 'login_disallowed' }, siloViewerId), 403, 'Forbidden')
    expectError(await createUser('ada', { mode: 'login_disallowed' }, samlUserId), 404, 'ObjectNotFound')
    expectError(
      await del(`/v1/system/identity-providers/local/users/${graceHopperId}?silo=demo-silo`, { as: noRolesId }),
      403,
    )
  })
})

describe('siloUserList and siloUserView', () => {
  it('list and show a silo’s users by id', async () => {
    const res = await get('/v1/system/users?silo=other-silo', { as: fleetAdminId })
    expectOk(res, 200, schema.UserResultsPage)
    expect(res.body.items).toEqual([{ id: samlUserId, display_name: 'saml-user', silo_id: otherSiloId }])
    const demo = await get('/v1/system/users?silo=demo-silo&limit=2', { as: siloViewerId })
    expect(demo.body.items).toHaveLength(2)
    expect(demo.body.next_page).toBeTruthy()
    const view = await get(`/v1/system/users/${samlUserId}?silo=other-silo`, { as: fleetAdminId })
    expectOk(view, 200, schema.User, { display_name: 'saml-user' })
  })

  it('need a silo, and a user of that silo', async () => {
    expectError(await get('/v1/system/users', { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get(`/v1/system/users/${samlUserId}?silo=demo-silo`, { as: fleetAdminId }), 404)
  })

  it('are hidden from other silos and refused to members without a role', async () => {
    expectError(await get('/v1/system/users?silo=other-silo', { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/system/users?silo=demo-silo', { as: noRolesId }), 403, 'Forbidden')
  })
})
