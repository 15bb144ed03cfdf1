import type { Certificate } from '~/api/__generated__/Api'
import { callApi, type OpName } from '~/api/client'
import { confirmDelete } from '~/actions'

export const certificateRefresh: OpName[] = ['certificateList', 'certificateView']

/** Deletes one of the silo's certificates, after asking. */
export function deleteCertificate(cert: Certificate, onDone?: () => void) {
  confirmDelete({
    kind: 'certificate',
    name: cert.name,
    consequence:
      'The silo stops serving it; if it is the only certificate for the silo’s DNS name, clients can no longer connect securely.',
    call: () => callApi('certificateDelete', { path: { certificate: cert.id } }),
    refresh: certificateRefresh,
    onDone,
  })
}
