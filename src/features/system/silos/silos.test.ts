// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { eachCase } from '../../../../test/cases'
import { GiB } from '~/util/bytes'
import {
  base64OfText,
  certificateFileProblem,
  pemToBase64Der,
  privateKeyFileProblem,
  samlMetadataProblem,
} from './keyFiles'
import { validatePassword, validateUsername } from './LocalUserForms'
import { siloCreateBody, SILO_DEFAULTS } from './siloCreate'
import { validateEmail, validateUrl } from './samlFields'

const file = (name: string) => readFileSync(`test/files/${name}`, 'utf8')
const cert = file('silo-tls.cert.pem')
const key = file('silo-tls.key.pem')
const rsaKey = file('saml-signing.key.pem')

describe('certificate files', () => {
  eachCase(certificateFileProblem, [
    [cert, undefined],
    [cert + cert, undefined],
    [key, 'This file holds a private key, not a certificate'],
    ['hello', 'This is not a PEM file: a certificate begins with -----BEGIN CERTIFICATE-----'],
    [cert.replace(/\n[A-Za-z0-9+/]{8}/, '\n!!'), 'This PEM file is damaged: a block is not valid base64'],
  ])
})

describe('private key files', () => {
  eachCase(privateKeyFileProblem, [
    [key, undefined],
    [rsaKey, undefined],
    [cert, 'This file holds a certificate, not a private key'],
    [key + key, 'This file holds several keys: a private key file holds one'],
    [key + cert, 'This file holds a certificate, not a private key'],
    ['-----BEGIN CSR-----\nMIIB\n-----END CSR-----', 'This file holds a PEM csr, not a private key'],
    ['', 'This is not a PEM file: a private key begins with -----BEGIN PRIVATE KEY-----'],
  ])
})

describe('SAML metadata files', () => {
  eachCase(samlMetadataProblem, [
    [file('idp-metadata.xml'), undefined],
    [
      file('not-idp-metadata.xml'),
      'This XML is not SAML metadata: its root element is <config>, not <EntityDescriptor>',
    ],
    ['<EntityDescriptor>', 'This file is not valid XML'],
    ['not xml', 'This file is not valid XML'],
  ])
})

it('turns a PEM file into the base64 DER the API takes for a signing key pair', () => {
  const der = pemToBase64Der(cert)
  expect(der).toMatch(/^MII[A-Za-z0-9+/]+=*$/)
  expect(cert.replace(/\s+/g, '')).toContain(der)
  expect(pemToBase64Der('no pem')).toBe('')
})

it('encodes text as base64 of its UTF-8', () => {
  expect(atob(base64OfText('<a>é</a>'))).toBe('<a>\u00c3\u00a9</a>')
})

describe('local usernames, as the API takes them', () => {
  eachCase(validateUsername, [
    ['ada-lovelace', undefined],
    ['Ada', 'Username must begin with a lowercase letter'],
    ['ada_l', 'Username may contain only letters, digits and hyphens'],
    ['ada-', 'Username may not end with a hyphen'],
    ['a'.repeat(64), 'Username can be at most 63 characters'],
  ])
  eachCase(validatePassword, [
    ['x'.repeat(512), undefined],
    ['x'.repeat(513), 'Password can be at most 512 characters'],
  ])
})

describe('SAML provider fields', () => {
  eachCase(
    (v: string) => validateUrl(v, 'ACS URL'),
    [
      ['https://silo.sys.example.com/login/silo/saml/idp', undefined],
      ['silo.example.com/acs', 'ACS URL must be a full URL, such as https://idp.example.com/saml'],
      ['ftp://example.com/x', 'ACS URL must start with https:// or http://'],
    ],
  )
  eachCase(validateEmail, [
    ['it-ops@example.com', undefined],
    ['it-ops', 'Enter an email address, such as it-ops@example.com'],
    ['it ops@example.com', 'Enter an email address, such as it-ops@example.com'],
  ])
})

describe('the silo create body', () => {
  it('takes a preset’s quotas in bytes, and confers no fleet role unless asked', async () => {
    const body = await siloCreateBody({ ...SILO_DEFAULTS, name: 'research', preset: 'medium', cpus: 1 })
    expect(body.quotas).toEqual({ cpus: 64, memory: 256 * GiB, storage: 10 * 1024 * GiB })
    expect(body.mappedFleetRoles).toEqual({})
    expect(body.adminGroupName).toBeNull()
    expect(body.tlsCertificates).toEqual([])
  })

  it('takes custom quotas, the certificate files’ text and the fleet roles chosen', async () => {
    const body = await siloCreateBody({
      ...SILO_DEFAULTS,
      name: 'research',
      preset: 'custom',
      cpus: 24,
      memoryGib: 96,
      storageGib: 2048,
      adminGroupName: ' research-admins ',
      certificates: [{ name: 'tls', cert: new File([cert], 'c.pem'), key: new File([key], 'k.pem') }],
      fleetRoles: { admin: ['viewer'], collaborator: [], viewer: [] },
    })
    expect(body.quotas).toEqual({ cpus: 24, memory: 96 * GiB, storage: 2048 * GiB })
    expect(body.adminGroupName).toBe('research-admins')
    expect(body.tlsCertificates).toEqual([{ name: 'tls', description: '', cert, key, service: 'external_api' }])
    expect(body.mappedFleetRoles).toEqual({ admin: ['viewer'] })
  })
})
