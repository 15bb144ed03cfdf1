/**
 * Just enough X.509 to show a TLS certificate and to check, before the control plane does,
 * that a certificate and a private key belong together and are in date. It reads the DER
 * inside the PEM (no cryptography: a key matches a certificate when the public key the key
 * carries is the one the certificate names), so it runs the same in the browser and in the
 * Node mock. RSA and EC keys are understood; the control plane takes no other kind.
 */

/** A problem with what the user gave, worded for them. */
export class X509Error extends Error {}

type Tlv = { tag: number; start: number; end: number; next: number }

function readTlv(b: Uint8Array, pos: number): Tlv {
  if (pos + 2 > b.length) throw new X509Error('truncated DER')
  const tag = b[pos]
  let len = b[pos + 1]
  let start = pos + 2
  if (len & 0x80) {
    const count = len & 0x7f
    if (count === 0 || count > 4) throw new X509Error('unsupported DER length')
    len = 0
    for (let i = 0; i < count; i++) len = len * 256 + b[start++]
  }
  const end = start + len
  if (end > b.length) throw new X509Error('truncated DER')
  return { tag, start, end, next: end }
}

/** The elements inside a constructed element. */
function childrenOf(b: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = []
  for (let pos = parent.start; pos < parent.end;) {
    const t = readTlv(b, pos)
    out.push(t)
    pos = t.next
  }
  return out
}

const SEQUENCE = 0x30

function expectTag(t: Tlv | undefined, tag: number, what: string): Tlv {
  if (!t || t.tag !== tag) throw new X509Error(`${what} is missing`)
  return t
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('')

/** An INTEGER's magnitude as hex, without the sign-padding zero bytes. */
function integerHex(b: Uint8Array, t: Tlv): string {
  let start = t.start
  while (start < t.end - 1 && b[start] === 0) start++
  return hex(b.subarray(start, t.end))
}

function oid(b: Uint8Array, t: Tlv): string {
  const bytes = b.subarray(t.start, t.end)
  if (bytes.length === 0) throw new X509Error('empty object identifier')
  const parts = [Math.floor(Math.min(bytes[0], 80) / 40), bytes[0] - Math.floor(Math.min(bytes[0], 80) / 40) * 40]
  let value = 0
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) {
      parts.push(value)
      value = 0
    }
  }
  return parts.join('.')
}

// ---------------------------------------------------------------------------------------
// PEM

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g

/** The DER of each PEM block of `text` with the given label. */
function pemBodies(text: string, labels: string[]): { label: string; der: Uint8Array }[] {
  const out: { label: string; der: Uint8Array }[] = []
  for (const [, label, body] of text.matchAll(PEM_BLOCK)) {
    if (!labels.includes(label)) continue
    try {
      out.push({ label, der: Uint8Array.from(atob(body.replace(/\s+/g, '')), (c) => c.charCodeAt(0)) })
    } catch {
      throw new X509Error('a PEM block is not valid base64')
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------
// Names, times and public keys

const ATTRIBUTE_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '1.2.840.113549.1.9.1': 'emailAddress',
}

function stringValue(b: Uint8Array, t: Tlv): string {
  const bytes = b.subarray(t.start, t.end)
  if (t.tag === 0x1e) return new TextDecoder('utf-16be').decode(bytes) // BMPString
  return new TextDecoder().decode(bytes) // UTF8String, PrintableString, IA5String, T61String
}

/** A distinguished name as `CN=…, O=…`, in the order the certificate gives it. */
function distinguishedName(b: Uint8Array, name: Tlv): string {
  const parts: string[] = []
  for (const rdn of childrenOf(b, name)) {
    for (const attribute of childrenOf(b, rdn)) {
      const [type, value] = childrenOf(b, attribute)
      const key = oid(b, type)
      parts.push(`${ATTRIBUTE_NAMES[key] ?? key}=${stringValue(b, value)}`)
    }
  }
  return parts.join(', ')
}

function time(b: Uint8Array, t: Tlv): Date {
  const text = new TextDecoder().decode(b.subarray(t.start, t.end))
  const m =
    t.tag === 0x17
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text)
      : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text)
  if (!m) throw new X509Error('unreadable validity time')
  let year = Number(m[1])
  if (t.tag === 0x17) year += year >= 50 ? 1900 : 2000 // UTCTime's two-digit years (RFC 5280)
  return new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])))
}

const RSA = '1.2.840.113549.1.1.1'
const EC = '1.2.840.10045.2.1'
const CURVES: Record<string, string> = {
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
}

/** A public key, as `id` (equal for the two halves of a pair) and for people. */
type PublicKey = { id: string; description: string }

function rsaKey(b: Uint8Array, modulus: Tlv, exponent: Tlv): PublicKey {
  const n = integerHex(b, modulus)
  // bits of the modulus: the hex digits, less the leading zero bits of the first digit
  const bits = n.length * 4 - (4 - parseInt(n[0], 16).toString(2).length)
  return { id: `rsa:${n}:${integerHex(b, exponent)}`, description: `RSA ${bits}-bit` }
}

function ecKey(curveOid: string, point: Uint8Array): PublicKey {
  const curve = CURVES[curveOid] ?? curveOid
  return { id: `ec:${curve}:${hex(point)}`, description: `ECDSA ${curve}` }
}

/** BIT STRING contents, without the count of unused bits. */
const bitString = (b: Uint8Array, t: Tlv) => b.subarray(t.start + 1, t.end)

function subjectPublicKey(b: Uint8Array, spki: Tlv): PublicKey {
  const [algorithm, key] = childrenOf(b, spki)
  const [algOid, params] = childrenOf(b, algorithm)
  const kind = oid(b, algOid)
  if (kind === RSA) {
    const inner = bitString(b, key)
    const [n, e] = childrenOf(inner, readTlv(inner, 0))
    return rsaKey(inner, n, e)
  }
  if (kind === EC) return ecKey(oid(b, params), bitString(b, key))
  return { id: `other:${kind}`, description: kind }
}

// ---------------------------------------------------------------------------------------
// Certificates

export type CertificateInfo = {
  subject: string
  issuer: string
  notBefore: Date
  notAfter: Date
  /** serial number in hex */
  serial: string
  publicKey: PublicKey
  /** the certificate's DER, which its fingerprint is taken over */
  der: Uint8Array
}

function parseCertificateDer(der: Uint8Array): CertificateInfo {
  const cert = expectTag(readTlv(der, 0), SEQUENCE, 'the certificate')
  const tbs = expectTag(childrenOf(der, cert)[0], SEQUENCE, 'the certificate body')
  const fields = childrenOf(der, tbs)
  // the version is an optional explicit [0]; everything after it is positional
  const rest = fields[0]?.tag === 0xa0 ? fields.slice(1) : fields
  const [serial, , issuer, validity, subject, spki] = rest
  expectTag(spki, SEQUENCE, 'the public key')
  const [notBefore, notAfter] = childrenOf(der, expectTag(validity, SEQUENCE, 'the validity'))
  return {
    serial: integerHex(der, serial),
    issuer: distinguishedName(der, issuer),
    subject: distinguishedName(der, subject),
    notBefore: time(der, notBefore),
    notAfter: time(der, notAfter),
    publicKey: subjectPublicKey(der, spki),
    der,
  }
}

/** Each certificate of a PEM chain, the server's own first. Throws X509Error. */
export function parseCertificates(pem: string): CertificateInfo[] {
  const blocks = pemBodies(pem, ['CERTIFICATE'])
  if (blocks.length === 0) throw new X509Error('no PEM certificate found')
  return blocks.map(({ der }) => {
    try {
      return parseCertificateDer(der)
    } catch (e) {
      if (e instanceof X509Error) throw e
      throw new X509Error('a certificate cannot be read')
    }
  })
}

// ---------------------------------------------------------------------------------------
// Private keys

/** RSAPrivateKey (PKCS#1): version, n, e, d, … */
function rsaPrivateKey(b: Uint8Array): PublicKey {
  const [, n, e] = childrenOf(b, readTlv(b, 0))
  return rsaKey(b, n, e)
}

/** ECPrivateKey (SEC 1): version, key, [0] curve, [1] public key; the curve may come from outside. */
function ecPrivateKey(b: Uint8Array, curveOid?: string): PublicKey {
  const fields = childrenOf(b, readTlv(b, 0))
  const curveField = fields.find((f) => f.tag === 0xa0)
  const publicField = fields.find((f) => f.tag === 0xa1)
  const curve = curveOid ?? (curveField && oid(b, readTlv(b, curveField.start)))
  if (!publicField || !curve) throw new X509Error('the EC private key does not carry its public key')
  return ecKey(curve, bitString(b, readTlv(b, publicField.start)))
}

/** PrivateKeyInfo (PKCS#8): version, algorithm, key octets. */
function pkcs8PrivateKey(b: Uint8Array): PublicKey {
  const [, algorithm, octets] = childrenOf(b, readTlv(b, 0))
  const [algOid, params] = childrenOf(b, algorithm)
  const inner = b.subarray(octets.start, octets.end)
  const kind = oid(b, algOid)
  if (kind === RSA) return rsaPrivateKey(inner)
  if (kind === EC) return ecPrivateKey(inner, oid(b, params))
  throw new X509Error('unsupported private key type: only RSA and EC keys are accepted')
}

/** The public half of a PEM private key. Throws X509Error. */
function privateKeyPublicHalf(pem: string): PublicKey {
  const blocks = pemBodies(pem, ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY'])
  if (blocks.length !== 1) throw new X509Error('expected one PEM private key')
  const [{ label, der }] = blocks
  try {
    if (label === 'RSA PRIVATE KEY') return rsaPrivateKey(der)
    if (label === 'EC PRIVATE KEY') return ecPrivateKey(der)
    return pkcs8PrivateKey(der)
  } catch (e) {
    if (e instanceof X509Error) throw e
    throw new X509Error('the private key cannot be read')
  }
}

// ---------------------------------------------------------------------------------------
// Checks and fingerprints

export type PairProblem = { field: 'cert' | 'key'; message: string }

/**
 * What keeps a certificate chain and key from serving TLS now, or null: a certificate that
 * cannot be read, is expired or not yet valid; a key that cannot be read or is not the
 * certificate's. The first certificate of the chain is the one the key must match.
 */
export function certificatePairProblem(certPem: string, keyPem: string, now = Date.now()): PairProblem | null {
  let cert: CertificateInfo
  try {
    cert = parseCertificates(certPem)[0]
  } catch (e) {
    return { field: 'cert', message: `Failed to parse certificate: ${(e as Error).message}` }
  }
  if (cert.notAfter.getTime() <= now) {
    return { field: 'cert', message: `Certificate expired at ${cert.notAfter.toISOString()}` }
  }
  if (cert.notBefore.getTime() > now) {
    return { field: 'cert', message: `Certificate is not valid until ${cert.notBefore.toISOString()}` }
  }
  let key: PublicKey
  try {
    key = privateKeyPublicHalf(keyPem)
  } catch (e) {
    return { field: 'key', message: `Failed to parse private key: ${(e as Error).message}` }
  }
  if (key.id !== cert.publicKey.id) return { field: 'key', message: 'Certificate and private key do not match' }
  return null
}

/** SHA-256 fingerprint of a DER certificate, as colon-separated upper-case hex. */
export async function sha256Fingerprint(der: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(der)))
  return Array.from(digest, (x) => x.toString(16).padStart(2, '0').toUpperCase()).join(':')
}
