/**
 * Shape checks for the key material and documents operators hand the control plane: PEM
 * certificates and keys (silo TLS certificates), base64 DER (a SAML provider's signing key
 * pair) and SAML metadata XML. The mock does no cryptography: it checks that each is what it
 * claims to be (the right PEM label, base64 that decodes to a DER structure, an XML document
 * whose root is an EntityDescriptor), which is what an operator gets wrong in practice
 * (the key in the certificate's place, a file of the wrong kind).
 */

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END ([A-Z0-9 ]+)-----/g
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** Bytes of strict base64 (whitespace allowed between lines), or null. */
function decodeBase64(text: string): Uint8Array | null {
  const compact = text.replace(/\s+/g, '')
  if (!compact || compact.length % 4 !== 0 || !BASE64.test(compact)) return null
  return Uint8Array.from(atob(compact), (c) => c.charCodeAt(0))
}

/** DER starts with a SEQUENCE (0x30): certificates and keys all do. */
const isDer = (bytes: Uint8Array | null) => bytes !== null && bytes.length > 1 && bytes[0] === 0x30

/** The labels of the PEM blocks in `text` whose bodies are base64 DER; null if any is broken. */
function pemLabels(text: string): string[] | null {
  const labels: string[] = []
  for (const [, begin, body, end] of text.matchAll(PEM_BLOCK)) {
    if (begin !== end || !isDer(decodeBase64(body))) return null
    labels.push(begin)
  }
  return labels
}

const KEY_LABELS = new Set(['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY'])

/** What is wrong with a PEM certificate chain, or null if it has the right shape. */
export function certificateProblem(pem: string): string | null {
  const labels = pemLabels(pem)
  if (labels === null) return 'a PEM block is not valid base64 DER'
  if (labels.length === 0) return 'no PEM certificate found'
  if (labels.some((l) => l !== 'CERTIFICATE')) return 'expected only CERTIFICATE blocks'
  return null
}

/** What is wrong with a PEM private key, or null if it has the right shape. */
export function privateKeyProblem(pem: string): string | null {
  const labels = pemLabels(pem)
  if (labels === null) return 'the PEM block is not valid base64 DER'
  if (labels.length !== 1 || !KEY_LABELS.has(labels[0])) return 'expected one PEM private key'
  return null
}

/** Whether `text` is base64 of a DER structure (a signing certificate or PKCS#1 key). */
export const isBase64Der = (text: string) => isDer(decodeBase64(text))

/**
 * What is wrong with SAML metadata given as base64 of its XML, or null. The document must be
 * XML (an optional declaration and comments, then one root element) whose root is an
 * `EntityDescriptor` (in any namespace prefix), closed at the end.
 */
export function samlMetadataProblem(base64: string): string | null {
  const bytes = decodeBase64(base64)
  if (!bytes) return 'the metadata is not valid base64'
  const xml = new TextDecoder().decode(bytes).trim()
  const body = xml
    .replace(/^<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim()
  const root = /^<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s/>]/.exec(body)
  if (!root) return 'the metadata is not an XML document'
  if (root[2] !== 'EntityDescriptor') return `the metadata's root element is ${root[2]}, not EntityDescriptor`
  const prefix = root[1] ?? ''
  const closed = body.endsWith('/>') || body.endsWith(`</${prefix}EntityDescriptor>`)
  if (!closed) return 'the metadata XML is not complete: the EntityDescriptor is not closed'
  return null
}
