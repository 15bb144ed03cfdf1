// What the software update screen reads. The API has no list of uploaded repositories in this
// version: a repository is found by its system version (see knownVersions.ts for which ones
// the screen shows).
import { queryOptions } from '@tanstack/react-query'
import type { UpdatesTrustRoot } from '~/api/__generated__/Api'
import { apiCall } from '~/api/apiCall'
import { apiq } from '~/api/client'
import { callWithRequest } from '~/api/rawCall'
import { defineList } from '~/table/list'

export const targetReleaseQuery = apiq('targetReleaseView', {})

export const repositoryQuery = (systemVersion: string) => apiq('systemUpdateGetRepository', { path: { systemVersion } })

export const trustRootList = defineList({
  operation: 'systemUpdateTrustRootList',
  noun: 'trust root',
  params: () => ({ query: {} }),
})

const TRUST_ROOTS = '/v1/system/update/trust-roots'

/** A trust root as the API keeps it: the document exactly as it was given. */
export type TrustRootAsSent = { id: string; root_role: unknown; time_created: string }

/**
 * One trust root, its document as the API wrote it: the generated client would rename the
 * document's keys (`consistent_snapshot`) to camelCase, and it must be shown as stored.
 * Keyed under the operation's name, so refreshing `systemUpdateTrustRootView` reads it again.
 */
export const trustRootQuery = ({ trustRootId }: { trustRootId: string }) =>
  queryOptions({
    queryKey: ['systemUpdateTrustRootView', { trustRootId }, 'as-sent'] as const,
    queryFn: () =>
      callWithRequest<TrustRootAsSent>(
        'systemUpdateTrustRootView',
        () => fetch(`${TRUST_ROOTS}/${encodeURIComponent(trustRootId)}`, { credentials: 'same-origin' }),
        { caller: 'page', asSent: true },
      ),
  })

/** Adding a root role, as data: its document is the body exactly (its keys are TUF's, not the API's). */
export const trustRootCreateCall = (document: unknown) => ({
  ...apiCall('systemUpdateTrustRootCreate', {}),
  rawBody: document,
})

/** Adds a root role to the trust store, the document sent as it is (the client would rename its keys). */
export const createTrustRoot = (document: unknown) =>
  callWithRequest<UpdatesTrustRoot>('systemUpdateTrustRootCreate', () =>
    fetch(TRUST_ROOTS, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(document),
    }),
  )
