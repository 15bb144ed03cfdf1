// The add form's checks of the two files, run in the browser before anything is sent: what
// the control plane would refuse (a file of the wrong kind, a certificate out of date, a key
// that is not the certificate's), said in words next to the field it is about.
import { certificateFileProblem, privateKeyFileProblem } from '~/features/system/silos/keyFiles'
import { formatDateTime } from '~/util/dates'
import { certificatePairProblem, parseCertificates, X509Error, type CertificateInfo } from '~/util/x509'

/** The certificate a chain serves with (its first), or a message saying why there is none. */
export function readCertificate(text: string): CertificateInfo | string {
  const shape = certificateFileProblem(text)
  if (shape) return shape
  try {
    return parseCertificates(text)[0]
  } catch (e) {
    if (e instanceof X509Error) return `This certificate cannot be read: ${e.message}`
    throw e
  }
}

/** Why the certificate file cannot be used now, or undefined. */
export function certificateFileMessage(text: string, now = Date.now()): string | undefined {
  const cert = readCertificate(text)
  if (typeof cert === 'string') return cert
  if (cert.notAfter.getTime() <= now) return `This certificate expired on ${formatDateTime(cert.notAfter)}`
  if (cert.notBefore.getTime() > now) return `This certificate is not valid until ${formatDateTime(cert.notBefore)}`
  return undefined
}

/**
 * Why the key file cannot be used with the certificate, or undefined. Without a usable
 * certificate only the key's own shape is checked: the certificate's field says what is wrong.
 */
export function keyFileMessage(keyText: string, certText: string | undefined, now = Date.now()): string | undefined {
  const shape = privateKeyFileProblem(keyText)
  if (shape) return shape
  if (certText === undefined || certificateFileMessage(certText, now)) return undefined
  const problem = certificatePairProblem(certText, keyText, now)
  if (!problem) return undefined
  if (problem.message === 'Certificate and private key do not match') {
    return 'This private key does not belong to the certificate: choose the key the certificate was made for'
  }
  return problem.message.replace(/^Failed to parse private key: /, 'This private key cannot be read: ')
}
