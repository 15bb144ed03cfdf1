import { createColumnHelper } from '@tanstack/react-table'
import type { IpPoolRange } from '~/api/__generated__/Api'
import { mono, quiet } from '~/table/cells'
import { createdColumn } from '~/table/columns'
import { RowQueryCell } from '~/table/rowQuery'
import { Badge } from '~/ui/Badge'
import { poolUtilizationQuery } from './queries'
import { isNearlyFull, percentUsed, usageByFamily, type Usage } from './utilization'
import { groupedCount } from '~/util/numbers'

/** "11 / 12 (91.6%)", every digit of it, with a warning badge above 90 %. */
export function UsageText({ usage }: { usage: Usage }) {
  if (usage.capacity === 0n) return quiet('No addresses')
  return (
    <span className="whitespace-nowrap">
      <span className="font-mono text-[13px]">
        {groupedCount(usage.allocated)} / {groupedCount(usage.capacity)}
      </span>{' '}
      <span className="text-ink-muted">({percentUsed(usage)})</span>
      {isNearlyFull(usage) && (
        <Badge color="warn" className="ml-2">
          Nearly full
        </Badge>
      )}
    </span>
  )
}

/** One family's use of a pool, fetched for its row when the row is seen (no list call has it). */
export function PoolUsageCell({ pool, family }: { pool: string; family: 'v4' | 'v6' }) {
  return (
    <RowQueryCell query={poolUtilizationQuery(pool)} pending={quiet('Loading…')} failed={quiet('Unavailable')}>
      {(use) => <UsageText usage={usageByFamily(use)[family]} />}
    </RowQueryCell>
  )
}

export const rangeText = ({ range }: IpPoolRange) => `${range.first} – ${range.last}`

const rangeCol = createColumnHelper<IpPoolRange>()

/** The columns of a list of ranges: a pool's, and the service pool's on the pools page. */
export const rangeColumns = [
  rangeCol.accessor((r) => r.range.first, { id: 'first', header: 'First address', cell: (i) => mono(i.getValue()) }),
  rangeCol.accessor((r) => r.range.last, { id: 'last', header: 'Last address', cell: (i) => mono(i.getValue()) }),
  createdColumn(rangeCol),
]
