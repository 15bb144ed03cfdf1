import { apiCall } from '~/api/apiCall'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { runAction } from '~/actions'
import { usePrefetchedQuery } from '~/api/client'
import { loadQueries } from '~/routing'
import { buttonClass } from '~/ui/Button'
import { GuardedButton } from '~/ui/GuardedButton'
import { PageHeader } from '~/ui/PageHeader'
import { PageSection } from '~/ui/PageSection'
import { PropertyList } from '~/ui/PropertyList'
import { Timestamp } from '~/ui/Timestamp'
import { Tooltip } from '~/ui/Tooltip'
import { useFleetRefusal } from '~/features/access/permissions'
import { CHANGE_NETWORK } from '../adminControls'
import { AllowListForm } from './AllowListForm'
import { allowListQuery, inboundIcmpQuery } from './allowList'

export const policyLoader = loadQueries(() => [allowListQuery, inboundIcmpQuery])

function AllowListSection({ refusal }: { refusal?: string }) {
  const { data: list } = usePrefetchedQuery(allowListQuery)
  const [editing, setEditing] = useState(false)
  const allowed = list.allowedIps
  return (
    <PageSection
      title="Allow list for user-facing services"
      actions={
        <GuardedButton reason={refusal} onClick={() => setEditing(true)}>
          Edit allow list
        </GuardedButton>
      }
    >
      <p className="mb-4 text-ink-muted">
        Which source addresses may reach the console, the API and the rack’s other user-facing services. Traffic from
        anywhere else is dropped before it reaches them.
      </p>
      <PropertyList
        items={[
          [
            'Allowed sources',
            allowed.allow === 'any' ? (
              'Any source'
            ) : (
              <ul aria-label="Allowed networks">
                {allowed.ips.map((ip) => (
                  <li key={ip} className="font-mono text-[13px]">
                    {ip}
                  </li>
                ))}
              </ul>
            ),
          ],
          ['Modified', <Timestamp date={list.timeModified} />],
        ]}
      />
      {editing && <AllowListForm current={list} onDismiss={() => setEditing(false)} />}
    </PageSection>
  )
}

/** The inbound ICMP setting as a switch; it changes at once and says so. */
function InboundIcmpSection({ refusal }: { refusal?: string }) {
  const { data } = useQuery(inboundIcmpQuery)
  const [busy, setBusy] = useState(false)
  const enabled = !!data?.enabled
  const toggle = async () => {
    if (refusal || busy) return
    setBusy(true)
    await runAction({
      call: apiCall('networkingInboundIcmpUpdate', { body: { enabled: !enabled } }),
      success: enabled ? 'Inbound ICMP dropped' : 'Inbound ICMP accepted',
      failure: 'Could not change inbound ICMP',
      refresh: ['networkingInboundIcmpView'],
    })
    setBusy(false)
  }
  const control = (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      aria-disabled={refusal || busy ? true : undefined}
      aria-describedby="inbound-icmp-help"
      onClick={toggle}
      className={buttonClass('secondary')}
    >
      <span
        aria-hidden
        className={`relative h-5 w-9 rounded-full transition-colors ${enabled ? 'bg-accent' : 'bg-line-strong'}`}
      >
        <span
          className={`absolute top-0.5 h-4 w-4 rounded-full bg-canvas transition-all ${enabled ? 'left-4.5' : 'left-0.5'}`}
        />
      </span>
      Accept inbound ICMP
    </button>
  )
  return (
    <PageSection title="Inbound ICMP">
      <div className="mb-3">{refusal ? <Tooltip content={refusal}>{control}</Tooltip> : control}</div>
      <p id="inbound-icmp-help" className="text-ink-muted">
        {enabled ? 'On: ' : 'Off: '}
        when on, the API’s services accept the ICMP messages that path MTU discovery needs (destination unreachable:
        port unreachable and fragmentation needed, redirect, time exceeded), so large responses get through links with a
        smaller MTU. When off, all inbound ICMP is dropped.
      </p>
    </PageSection>
  )
}

/** Rack-wide policy for the services users reach: who may reach them, and whether ICMP gets in. */
export function PolicyPage() {
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  return (
    <>
      <PageHeader
        title="Allow list & ICMP"
        description="Rack-wide settings of the services users reach: the console, the API and external DNS."
      />
      {refusal && <p className="mt-4 text-[13px] text-ink-muted">Read only. {refusal}</p>}
      <AllowListSection refusal={refusal} />
      <InboundIcmpSection refusal={refusal} />
    </>
  )
}
