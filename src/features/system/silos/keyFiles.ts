// What operators upload for a silo and its identity provider, checked in the browser before
// anything is sent: PEM certificates and keys (silo TLS certificates, a SAML provider's
// request-signing pair) and SAML metadata XML. The messages name what the file is instead,
// since the usual mistake is the right kind of file in the wrong place.

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END ([A-Z0-9 ]+)-----/g
const KEY_LABELS = ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY']

type Block = { label: string; body: string }

function pemBlocks(text: string): Block[] | null {
  const blocks: Block[] = []
  for (const [, begin, body, end] of text.matchAll(PEM_BLOCK)) {
    const compact = body.replace(/\s+/g, '')
    if (begin !== end || !compact || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null
    blocks.push({ label: begin, body: compact })
  }
  return blocks
}

/** What a PEM block is, in words: the kind that was given where another was wanted. */
const describe = ({ label }: Block) =>
  KEY_LABELS.includes(label)
    ? 'a private key'
    : label === 'CERTIFICATE'
      ? 'a certificate'
      : `a PEM ${label.toLowerCase()}`

/** Why a file cannot be a PEM certificate (chain), or undefined if it can. */
export function certificateFileProblem(text: string): string | undefined {
  const blocks = pemBlocks(text)
  if (blocks === null) return 'This PEM file is damaged: a block is not valid base64'
  if (blocks.length === 0) return 'This is not a PEM file: a certificate begins with -----BEGIN CERTIFICATE-----'
  const other = blocks.find((b) => b.label !== 'CERTIFICATE')
  if (other) return `This file holds ${describe(other)}, not a certificate`
  return undefined
}

/** Why a file cannot be a PEM private key, or undefined if it can. */
export function privateKeyFileProblem(text: string): string | undefined {
  const blocks = pemBlocks(text)
  if (blocks === null) return 'This PEM file is damaged: a block is not valid base64'
  if (blocks.length === 0) return 'This is not a PEM file: a private key begins with -----BEGIN PRIVATE KEY-----'
  const other = blocks.find((b) => !KEY_LABELS.includes(b.label))
  if (other) return `This file holds ${describe(other)}, not a private key`
  if (blocks.length > 1) return 'This file holds several keys: a private key file holds one'
  return undefined
}

/**
 * The DER of a PEM file's first block, base64-encoded, which is what the API takes for a
 * SAML provider's signing key pair (PEM is that with a header, footer and line breaks).
 */
export const pemToBase64Der = (text: string) => pemBlocks(text)?.[0]?.body ?? ''

/**
 * Why a file cannot be SAML metadata, or undefined: it must be XML whose root element is an
 * `EntityDescriptor` (the identity provider's metadata document).
 */
export function samlMetadataProblem(text: string): string | undefined {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  if (doc.getElementsByTagName('parsererror').length > 0) return 'This file is not valid XML'
  const root = doc.documentElement.localName
  if (root !== 'EntityDescriptor') {
    return `This XML is not SAML metadata: its root element is <${root}>, not <EntityDescriptor>`
  }
  return undefined
}

/** Text as base64 of its UTF-8 bytes (`btoa` alone takes only Latin-1). */
export function base64OfText(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}
