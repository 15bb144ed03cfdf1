import { useQuery } from '@tanstack/react-query'
import type { IpPoolRange } from '~/api/__generated__/Api'
import { quiet } from '~/table/cells'
import { Badge } from '~/ui/Badge'
import { poolUtilizationQuery } from './queries'
import { formatCount, isNearlyFull, percentUsed, usageByFamily, type Usage } from './utilization'

/** "11 / 12 (91.6%)", every digit of it, with a warning badge above 90 %. */
export function UsageText({ usage }: { usage: Usage }) {
  if (usage.capacity === 0n) return quiet('No addresses')
  return (
    <span className="whitespace-nowrap">
      <span className="font-mono text-[13px]">
        {formatCount(usage.allocated)} / {formatCount(usage.capacity)}
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

/** One family's use of a pool, fetched for its row. */
export function PoolUsageCell({ pool, family }: { pool: string; family: 'v4' | 'v6' }) {
  const { data, error } = useQuery(poolUtilizationQuery(pool))
  if (error) return quiet('Unavailable')
  if (!data) return quiet('Loading…')
  return <UsageText usage={usageByFamily(data)[family]} />
}

export const rangeText = ({ range }: IpPoolRange) => `${range.first} – ${range.last}`
