import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const forms = () => import('./CertificateForms')

/** The silo's TLS certificates: adding one and viewing one open over the list. */
export const certificateRoutes: RouteObject[] = [
  listRoute({
    path: 'certificates',
    crumb: 'Certificates',
    list: lazyPage(() => import('./CertificatesPage'), 'CertificatesPage', 'certificatesLoader'),
    over: [page(':certificate', (p) => p.certificate, lazyPage(forms, 'CertificateView', 'certificateViewLoader'))],
    beside: [page('certificates-new', 'Add certificate', lazyPage(forms, 'CertificateCreateForm'))],
  }),
]
