// The silo's TLS certificates: adding one and viewing one open over the list.
import { loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'

const certificatesPage = loadPage(() => import('./CertificatesPage'), 'CertificatesPage')
const forms = pageModule(() => import('./CertificateForms'))

export const certificateRoutes = resourceRoutes('certificates', 'Certificates', certificatesPage, {
  create: ['Add certificate', forms('CertificateCreateForm')],
  detail: ['certificate', forms('CertificateView')],
})
