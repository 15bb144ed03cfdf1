import type { ServiceUsingCertificate } from '~/api/__generated__/Api'

/** What each service a certificate can be for is called on screen. */
export const SERVICE_LABELS: Record<ServiceUsingCertificate, string> = { external_api: 'External API' }
