// What detaching a floating IP touches: the instance it is attached to now (read afresh:
// the row may be older than the attachment), and what addresses that instance keeps.
import { apiq } from '~/api/client'
import { instanceByIdQuery } from '~/api/queries'
import { readFresh } from '~/features/impact/read'
import type { Impact, ImpactLoader } from '~/impact'
import { pb } from '~/paths'

export const detachImpact =
  (project: string, floatingIp: string): ImpactLoader =>
  async (): Promise<Impact> => {
    const ip = await readFresh(apiq('floatingIpView', { path: { floatingIp }, query: { project } }))
    const none = 'It is attached to no instance now: detaching changes nothing.'
    if (!ip.instanceId) return { groups: [], none }
    const [instance, external] = await Promise.all([
      readFresh(instanceByIdQuery(ip.instanceId)),
      readFresh(apiq('instanceExternalIpList', { path: { instance: ip.instanceId }, query: {} })),
    ])
    const kept = external.items.filter((e) => e.ip !== ip.ip).map((e) => e.ip)
    return {
      groups: [
        {
          label: `Loses the address ${ip.ip}`,
          items: [{ name: instance.name, to: pb.instanceNetworking({ project, instance: instance.name }) }],
        },
      ],
      none,
      note: kept.length
        ? `It keeps its other external addresses: ${kept.join(', ')}.`
        : 'It has no other external address: it can no longer be reached from outside the rack.',
    }
  }
