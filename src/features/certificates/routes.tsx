// The silo's TLS certificates: adding one and viewing one open over the list.
import { listPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { certificateList } from './lists'

const certificatesPage = listPage(certificateList, () => import('./CertificatesPage'), 'CertificatesPage')
const forms = pageModule(() => import('./CertificateForms'))

export const certificateRoutes = resourceRoutes('certificates', 'Certificates', certificatesPage, {
  create: ['Add certificate', forms('CertificateCreateForm')],
  detail: ['certificate', forms('CertificateView')],
})
