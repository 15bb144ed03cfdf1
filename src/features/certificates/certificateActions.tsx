import { apiCall } from '~/api/apiCall'
import { deleteAction } from '~/deleteAction'
import type { Certificate } from '~/api/__generated__/Api'
import { type OpName } from '~/api/client'

export const certificateRefresh: OpName[] = ['certificateList', 'certificateView']

/** Deletes one of the silo's certificates, after asking. */
export const deleteCertificate = deleteAction<Certificate>({
  kind: 'certificate',
  consequence:
    'The silo stops serving it; if it is the only certificate for the silo’s DNS name, clients can no longer connect securely.',
  call: (cert) => apiCall('certificateDelete', { path: { certificate: cert.id } }),
  refresh: certificateRefresh,
})
