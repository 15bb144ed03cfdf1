import { useQuery } from '@tanstack/react-query'
import type { ProbeExternalIp } from '~/api/__generated__/Api'
import { mono, quiet, rawId } from '~/table/cells'
import { allSledsQuery } from '~/features/system/inventory/queries'

/** The sled a probe runs on, by serial; its id when the sleds cannot be read. */
export function SledCell({ id }: { id: string }) {
  const sleds = useQuery(allSledsQuery)
  if (sleds.isPending) return quiet('…')
  const sled = sleds.data?.items.find((s) => s.id === id)
  return sled ? mono(sled.baseboard.serial) : rawId(id)
}

/** "all ports" for an address that is the probe's alone, else the range it was given. */
export const portsText = ({ firstPort, lastPort }: ProbeExternalIp) =>
  firstPort === 0 && lastPort === 65535 ? 'all ports' : `ports ${firstPort}–${lastPort}`

export function ExternalIpsCell({ ips }: { ips: ProbeExternalIp[] }) {
  if (ips.length === 0) return quiet('None')
  return (
    <span className="flex flex-col">
      {ips.map((ip) => (
        <span key={ip.ip}>
          {mono(ip.ip)} <span className="text-ink-muted">({ip.kind})</span>
        </span>
      ))}
    </span>
  )
}
