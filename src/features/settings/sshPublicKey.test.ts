import { describe, expect, it } from 'vitest'
import { eachCase } from '../../../test/cases'
import { parseSshPublicKey, sshPublicKeyProblem } from './sshPublicKey'

// public halves of key pairs made with ssh-keygen for these tests (the private halves were discarded)
const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOVOPH7zZSRnNPHqTArqNwK2S0JvBtQolnitpU+gXJTK test@ed25519'
const RSA =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDLwLYDrXXb69uFroQtieRJRpQ1SMdC/QInhZm7VKg0E6TRGBnCvmD1CltX2+EGbnyfn6YuRQ5/qWOLUzn1znn+SxnpGRb7WHtf2R+ktuzfcuqua9xAUDoM+pJTJVYzcIedfsD+uPI5QA05wQ3koUeaKkTPvcreOL8/fA4N6aa66Nxmw+sQQSHhB7AUh4f15pCHr8XJxpn0eeaoxKNuJ77Exvqscx1tygnOQZqtKFuYOtmRr5aBGk5n06Y8mI7QcGWJpgGL94oslf9engtQrWjSTFAiTzhi7qC288I98MwttZ+KPyuJ+OJDs8KD6qHpBmKbHCffNII9oDtF1D4kaCKT test@rsab2048'
const P256 =
  'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBKbcvSM2wkzaiFOVlYEPO2kIhNK+O08mGMwY6BerzHbkTvhxWEX26Rs/frF+m/nEi23Gt9fvnbU594PQUdOvXMU= test@ecdsab256'
const P521 =
  'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAANjduVUBp3RPxTXnoHsjQpm1KR+/y5yFZ7OuBkKLIrvd49AearbJ1ax0a6hYoLUgzezvX78qdRMwi274/CJA1knQBYOPE27UKfGgjjhembucC3pIjVswGkBRkoOIGI8f20MnAVKHliAuQivRnXdAjz1UljXI1WrZbFDMcRZEErKBSN4g== test@ecdsab521'

/** Key data in the SSH wire format, built from its fields, for types no test key exists for. */
function wire(...fields: (string | Uint8Array)[]): string {
  const bytes = fields.flatMap((f) => {
    const body = typeof f === 'string' ? Array.from(f, (c) => c.charCodeAt(0)) : Array.from(f)
    const n = body.length
    return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255, ...body]
  })
  return btoa(String.fromCharCode(...bytes))
}
const zeros = (n: number) => new Uint8Array(n).fill(7)
const dataOf = (line: string) => line.split(' ')[1]

describe('parseSshPublicKey', () => {
  it('reads the type and the comment of keys ssh-keygen makes', () => {
    expect(parseSshPublicKey(ED25519)).toEqual({ type: 'ssh-ed25519', comment: 'test@ed25519' })
    expect(parseSshPublicKey(RSA).type).toBe('ssh-rsa')
    expect(parseSshPublicKey(P256).type).toBe('ecdsa-sha2-nistp256')
    expect(parseSshPublicKey(P521).type).toBe('ecdsa-sha2-nistp521')
    // pasted with the file's newline, and without a comment
    expect(parseSshPublicKey(`${ED25519}\n`).type).toBe('ssh-ed25519')
    expect(parseSshPublicKey(ED25519.split(' ').slice(0, 2).join(' ')).comment).toBe('')
  })

  it('reads security-key types, which carry an application', () => {
    const sk = 'sk-ssh-ed25519@openssh.com'
    expect(parseSshPublicKey(`${sk} ${wire(sk, zeros(32), 'ssh:')} me@yubikey`).type).toBe(sk)
    const ecdsaSk = 'sk-ecdsa-sha2-nistp256@openssh.com'
    expect(parseSshPublicKey(`${ecdsaSk} ${wire(ecdsaSk, 'nistp256', zeros(65), 'ssh:')}`).type).toBe(ecdsaSk)
  })
})

describe('sshPublicKeyProblem', () => {
  const cut = (line: string, keep: number) => `${line.split(' ')[0]} ${dataOf(line).slice(0, keep)}`
  eachCase(sshPublicKeyProblem, [
    [ED25519, undefined],
    [
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END OPENSSH PRIVATE KEY-----',
      'This is a private key: never share it. Paste the public key (the .pub file) instead',
    ],
    [
      '---- BEGIN SSH2 PUBLIC KEY ----\nAAAA\n---- END SSH2 PUBLIC KEY ----',
      'This key is in SSH2 format. Convert it with ssh-keygen -i -f <file> and paste the result',
    ],
    [`${ED25519}\n${RSA}`, 'Paste one key, on a single line'],
    ['hello', 'The key should start with its type, such as ssh-ed25519 or ssh-rsa, not "hello"'],
    ['ssh-dss AAAAB3NzaC1kc3M=', 'The key should start with its type, such as ssh-ed25519 or ssh-rsa, not "ssh-dss"'],
    ['ssh-ed25519', 'The key data is missing after ssh-ed25519'],
    ['ssh-ed25519 not*base64', 'The key data is not valid base64'],
    ['ssh-ed25519 AAAAC', 'The key data is not valid base64'],
    // the data of one type under the name of another
    [`ssh-rsa ${dataOf(ED25519)}`, 'The key data is for an ssh-ed25519 key, but the line starts with ssh-rsa'],
    [
      `ssh-ed25519 ${wire('x-made-up', zeros(32))}`,
      'The key data is for another kind of key, but the line starts with ssh-ed25519',
    ],
    // truncated copies: the data stops inside a field, or a field has the wrong size
    [cut(ED25519, 40), 'The key data is incomplete or damaged. Copy the whole key again'],
    [cut(RSA, 200), 'The key data is incomplete or damaged. Copy the whole key again'],
    [
      `ssh-ed25519 ${wire('ssh-ed25519', zeros(31))}`,
      'The key data is incomplete or damaged. Copy the whole key again',
    ],
    [`ssh-ed25519 ${wire('ssh-ed25519')}`, 'The key data is incomplete or damaged. Copy the whole key again'],
    [`ssh-rsa ${wire('ssh-rsa', zeros(3), '')}`, 'The key data is incomplete or damaged. Copy the whole key again'],
    // extra bytes after the last field
    [
      `ssh-ed25519 ${wire('ssh-ed25519', zeros(32), 'extra')}`,
      'The key data is incomplete or damaged. Copy the whole key again',
    ],
    [
      `ecdsa-sha2-nistp256 ${wire('ecdsa-sha2-nistp256', 'nistp384', zeros(65))}`,
      'The key data names the curve nistp384, which does not match ecdsa-sha2-nistp256',
    ],
  ])
})
