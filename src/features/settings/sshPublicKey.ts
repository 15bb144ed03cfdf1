// Checks pasted text as an OpenSSH public key line (`<type> <base64 key data> [comment]`),
// as the user types, so that a private key, a truncated copy or a key in another format is
// caught with a message saying what is wrong. The API itself stores any text it is given;
// a bad key would only show up later, as an instance nobody can sign in to.
//
// The key data is the SSH wire format (RFC 4253 section 6.6): length-prefixed fields, the
// first of which repeats the key type. No well-kept browser library parses just this (the
// known ones need Node's Buffer and crypto), and the format is small, so it is read here.

/** The fields after the type name in each key type's data, as OpenSSH writes them. */
type Field = { kind: 'string'; bytes?: number; equals?: string } | { kind: 'mpint' }

const ecdsaPoint = (coordinateBytes: number): Field => ({ kind: 'string', bytes: 1 + 2 * coordinateBytes })

const KEY_FIELDS: Record<string, Field[]> = {
  'ssh-ed25519': [{ kind: 'string', bytes: 32 }],
  'ssh-rsa': [{ kind: 'mpint' }, { kind: 'mpint' }],
  'ecdsa-sha2-nistp256': [{ kind: 'string', equals: 'nistp256' }, ecdsaPoint(32)],
  'ecdsa-sha2-nistp384': [{ kind: 'string', equals: 'nistp384' }, ecdsaPoint(48)],
  'ecdsa-sha2-nistp521': [{ kind: 'string', equals: 'nistp521' }, ecdsaPoint(66)],
  // security-key types add the application the key is bound to, usually "ssh:"
  'sk-ssh-ed25519@openssh.com': [{ kind: 'string', bytes: 32 }, { kind: 'string' }],
  'sk-ecdsa-sha2-nistp256@openssh.com': [{ kind: 'string', equals: 'nistp256' }, ecdsaPoint(32), { kind: 'string' }],
}

const SSH_KEY_TYPES = Object.keys(KEY_FIELDS)

export type ParsedKey = { type: string; comment: string }

class SshKeyProblem extends Error {}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** Reads length-prefixed fields; any read past the end means the data was cut short. */
class WireReader {
  private at = 0
  constructor(private readonly bytes: Uint8Array) {}

  get done() {
    return this.at === this.bytes.length
  }

  field(): Uint8Array {
    const b = this.bytes
    if (this.at + 4 > b.length) throw new SshKeyProblem(INCOMPLETE)
    const length = ((b[this.at] << 24) | (b[this.at + 1] << 16) | (b[this.at + 2] << 8) | b[this.at + 3]) >>> 0
    const start = this.at + 4
    if (start + length > b.length) throw new SshKeyProblem(INCOMPLETE)
    this.at = start + length
    return b.subarray(start, start + length)
  }
}

const INCOMPLETE = 'The key data is incomplete or damaged. Copy the whole key again'

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes)

function decodeBase64(data: string): Uint8Array {
  if (!BASE64.test(data) || data.length % 4 === 1) throw new SshKeyProblem('The key data is not valid base64')
  try {
    return Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
  } catch {
    throw new SshKeyProblem('The key data is not valid base64')
  }
}

function checkKeyData(type: string, bytes: Uint8Array) {
  const reader = new WireReader(bytes)
  const embedded = text(reader.field())
  if (embedded !== type) {
    const known = SSH_KEY_TYPES.includes(embedded) ? `an ${embedded} key` : 'another kind of key'
    throw new SshKeyProblem(`The key data is for ${known}, but the line starts with ${type}`)
  }
  for (const field of KEY_FIELDS[type]) {
    const value = reader.field()
    if (field.kind === 'mpint' ? value.length === 0 : field.bytes !== undefined && value.length !== field.bytes) {
      throw new SshKeyProblem(INCOMPLETE)
    }
    if (field.kind === 'string' && field.equals !== undefined && text(value) !== field.equals) {
      throw new SshKeyProblem(`The key data names the curve ${text(value)}, which does not match ${type}`)
    }
  }
  if (!reader.done) throw new SshKeyProblem(INCOMPLETE)
}

/** The key's type and comment; throws `SshKeyProblem` with a message for the user. */
export function parseSshPublicKey(input: string): ParsedKey {
  const line = input.trim()
  if (/^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(line)) {
    throw new SshKeyProblem('This is a private key: never share it. Paste the public key (the .pub file) instead')
  }
  if (line.startsWith('---- BEGIN SSH2 PUBLIC KEY ----')) {
    throw new SshKeyProblem('This key is in SSH2 format. Convert it with ssh-keygen -i -f <file> and paste the result')
  }
  if (/[\r\n]/.test(line)) throw new SshKeyProblem('Paste one key, on a single line')
  const [type, data, ...comment] = line.split(/[ \t]+/)
  if (!SSH_KEY_TYPES.includes(type)) {
    throw new SshKeyProblem(
      `The key should start with its type, such as ssh-ed25519 or ssh-rsa, not ${JSON.stringify(type.slice(0, 40))}`,
    )
  }
  if (!data) throw new SshKeyProblem(`The key data is missing after ${type}`)
  checkKeyData(type, decodeBase64(data))
  return { type, comment: comment.join(' ') }
}

/** The form's rule: a message when the text is not an OpenSSH public key. */
export function sshPublicKeyProblem(input: string): string | undefined {
  try {
    parseSshPublicKey(input)
    return undefined
  } catch (e) {
    if (e instanceof SshKeyProblem) return e.message
    throw e
  }
}
