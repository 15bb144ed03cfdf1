// Queries the BGP screens read, each defined once so loaders and components share cache keys.
import { ALL_ITEMS, apiq } from '~/api/client'
import { apiqAll } from '~/api/queries'

/** Every config: the ASN selectors of the routes and history pages offer theirs. */
export const allConfigsQuery = apiqAll('networkingBgpConfigList', {})

/** The announce sets. The API answers a bare array (no next page), so ask for as many as it gives. */
export const announceSetsQuery = apiq('networkingBgpAnnounceSetList', { query: { limit: ALL_ITEMS } })

export const announcementsQuery = (announceSet: string) =>
  apiq('networkingBgpAnnouncementList', { path: { announceSet } })

export const peerStatusQuery = apiq('networkingBgpStatus', {})
export const exportedQuery = apiq('networkingBgpExported', {})

export const importedRoutesQuery = (asn: number) => apiq('networkingBgpImportedRoutesIpv4', { query: { asn } })
export const messageHistoryQuery = (asn: number) => apiq('networkingBgpMessageHistory', { query: { asn } })
