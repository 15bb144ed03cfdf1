/**
 * The silo's provisioned amounts against its quota, as the capacity cards say them: vCPUs
 * as whole numbers, memory and storage in powers of 1024. Pure functions.
 */
import type { Utilization } from '~/api/__generated__/Api'
import { formatBytes } from '~/util/bytes'

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

const RESOURCES = [
  { key: 'cpus', title: 'CPUs', format: (n: number) => `${whole.format(n)} vCPU${n === 1 ? '' : 's'}` },
  { key: 'memory', title: 'Memory', format: formatBytes },
  { key: 'storage', title: 'Storage', format: formatBytes },
] as const

type Resource = (typeof RESOURCES)[number]['key']

/** One amount as the cards say it: "12 vCPUs", "40 GiB". */
export const formatAmount = (key: Resource, n: number) => RESOURCES.find((r) => r.key === key)!.format(n)

export type Capacity = {
  title: string
  provisioned: string
  quota: string
  /** what can still be provisioned; zero when at or over quota */
  available: string
  /** share of the quota in use, for a meter: 0-100, capped */
  meter: number
  /** the same, as people read it: "19%", "<1%", "130%"; no quota, no share */
  share: string | null
  /** by how much the silo is over its quota (a quota lowered below what it holds) */
  over: string | null
}

function shareText(provisioned: number, quota: number): string | null {
  if (quota <= 0) return null
  const percent = (provisioned / quota) * 100
  if (percent > 0 && percent < 1) return '<1%'
  return `${Math.round(percent)}%`
}

export function capacities(u: Utilization): Capacity[] {
  return RESOURCES.map(({ key, title, format }) => {
    const provisioned = u.provisioned[key]
    const quota = u.capacity[key]
    return {
      title,
      provisioned: format(provisioned),
      quota: format(quota),
      available: format(Math.max(quota - provisioned, 0)),
      meter: quota > 0 ? Math.min((provisioned / quota) * 100, 100) : 0,
      share: shareText(provisioned, quota),
      over: provisioned > quota ? format(provisioned - quota) : null,
    }
  })
}
