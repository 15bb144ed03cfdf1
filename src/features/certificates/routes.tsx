import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page, paramCrumb } from '~/routing'

const forms = () => import('./CertificateForms')

/** The silo's TLS certificates: adding one and viewing one open over the list. */
export const certificateRoutes: RouteObject[] = [
  listRoute({
    path: 'certificates',
    crumb: 'Certificates',
    list: lazyPage(() => import('./CertificatesPage'), 'CertificatesPage', 'certificatesLoader'),
    create: ['Add certificate', lazyPage(forms, 'CertificateCreateForm')],
    over: [
      page(':certificate', paramCrumb('certificate'), lazyPage(forms, 'CertificateView', 'certificateViewLoader')),
    ],
  }),
]
