// What an operator does to a pool, its ranges and its silo links; each asks first and says
// how it went (the API's refusal included) in a toast.
import { apiCall } from '~/api/apiCall'
import { deleteAction } from '~/deleteAction'
import type { IpPool, IpPoolRange, IpPoolSiloLink } from '~/api/__generated__/Api'
import { confirmRemove, confirmThenRun, strong } from '~/actions'
import { queryClient } from '~/api/client'
import { rangeText } from './cells'
import { unlinkImpact } from './impact'
import { siloPoolsOfQuery } from './queries'

export const deletePool = deleteAction<IpPool>({
  kind: 'IP pool',
  consequence: 'Only a pool with no ranges and no linked silos can be deleted. This cannot be undone.',
  call: (pool) => apiCall('ipPoolDelete', { path: { pool: pool.name } }),
  refresh: ['ipPoolList'],
})

export function removeRange(pool: string, row: IpPoolRange) {
  const { range } = row
  const text = rangeText(row)
  confirmRemove({
    kind: 'range',
    name: text,
    content: (
      <>
        Remove the range {strong(text)} from {strong(pool)}? A range cannot be removed while addresses from it are in
        use.
      </>
    ),
    call: apiCall('ipPoolRangeRemove', { path: { pool }, body: range }),
    refresh: ['ipPoolRangeList', 'ipPoolUtilizationView'],
  })
}

export function unlinkSilo(pool: string, silo: string) {
  confirmThenRun({
    title: 'Unlink silo',
    content: (
      <>
        Unlink {strong(silo)} from {strong(pool)}? Its users can no longer draw addresses from this pool. A silo still
        holding addresses from the pool cannot be unlinked.
      </>
    ),
    actionLabel: 'Unlink',
    danger: true,
    call: apiCall('ipPoolSiloUnlink', { path: { pool, silo } }),
    success: 'Silo unlinked',
    failure: 'Could not unlink silo',
    subject: silo,
    refresh: ['ipPoolSiloList', 'siloIpPoolList'],
    impact: unlinkImpact(pool, silo),
  })
}

/**
 * Makes the pool the silo's default. A silo has one default, so the confirmation names the
 * pool that stops being it (read fresh: another operator may have changed it).
 */
export async function makeDefault(pool: string, silo: string, link: IpPoolSiloLink) {
  const linked = await queryClient.fetchQuery({ ...siloPoolsOfQuery(link.siloId), staleTime: 0 }).catch(() => null)
  const previous = linked?.items.find((p) => p.isDefault && p.id !== link.ipPoolId)
  confirmThenRun({
    title: 'Make default pool',
    content: (
      <>
        Make {strong(pool)} the default IP pool of {strong(silo)}?{' '}
        {previous ? (
          <>{strong(previous.name)} stops being its default and stays linked.</>
        ) : (
          'The silo has no default pool now.'
        )}{' '}
        Addresses asked for without a pool come from the default.
      </>
    ),
    actionLabel: 'Make default',
    call: apiCall('ipPoolSiloUpdate', { path: { pool, silo }, body: { isDefault: true } }),
    success: 'Default pool changed',
    failure: 'Could not make pool default',
    subject: `${pool} for ${silo}`,
    refresh: ['ipPoolSiloList', 'siloIpPoolList'],
  })
}
