import { useProjectRefusal } from '~/features/access/permissions'
import { guardedItem } from '~/ui/Menu'
import { apiCall } from '~/api/apiCall'
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { ExternalIp, Instance, InstanceNetworkInterface } from '~/api/__generated__/Api'
import { instanceWhyNot } from '~/api/capabilities'
import { usePrefetchedQuery, type OpName } from '~/api/client'
import { projectFloatingIpsQuery, projectVpcsQuery, siloPoolsQuery, vpcSubnetsQuery } from '~/api/queries'
import { confirmDelete } from '~/actions'
import { useRouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { actionsColumn } from '~/table/columns'
import { Badge } from '~/ui/Badge'
import { CopyButton } from '~/ui/CopyButton'
import { GuardedButton } from '~/ui/GuardedButton'
import type { MenuItem } from '~/ui/Menu'
import { useTable } from '~/ui/Table'
import { instanceIpsQuery, instanceNicsQuery, instanceQuery } from '../queries'
import { AttachEphemeralIpModal, AttachFloatingIpModal } from './AttachModals'
import { confirmDetach } from './confirmDetach'
import { NicModal } from './NicModal'
import { markedName, TableSection } from './TableSection'

export const networkingLoader = loadQueries(
  (p) => [instanceNicsQuery(p), instanceIpsQuery(p), projectVpcsQuery(p.project)],
  // the choices of the attach forms, so they open ready
  (p) => [siloPoolsQuery, projectFloatingIpsQuery(p.project)],
)

const NETWORK_LISTS: OpName[] = ['instanceNetworkInterfaceList', 'instanceExternalIpList', 'floatingIpList']

function Address({ ip }: { ip: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono text-[13px]">{ip}</span>
      <CopyButton text={ip} label={`Copy ${ip}`} iconOnly />
    </span>
  )
}

function SubnetName({ project, vpc, id }: { project: string; vpc: string; id: string }) {
  const subnets = useQuery(vpcSubnetsQuery(project, vpc))
  return <>{subnets.data?.items.find((s) => s.id === id)?.name ?? '…'}</>
}

const nicCol = createColumnHelper<InstanceNetworkInterface>()
const ipCol = createColumnHelper<ExternalIp>()

type Modal = null | 'nic' | 'ephemeral' | 'floating' | InstanceNetworkInterface

function nicActions(nic: InstanceNetworkInterface, reason: string | undefined, edit: () => void): MenuItem[] {
  return [
    { label: 'Edit', disabledReason: reason, onSelect: edit },
    {
      label: 'Delete',
      danger: true,
      disabledReason: reason,
      onSelect: () =>
        confirmDelete({
          kind: 'network interface',
          name: nic.name,
          consequence: 'Its private address is released.',
          call: apiCall('instanceNetworkInterfaceDelete', { path: { interface: nic.id } }),
          refresh: NETWORK_LISTS,
        }),
    },
  ]
}

function ipActions(project: string, instance: Instance, ip: ExternalIp): MenuItem[] {
  return [
    {
      label: 'Detach',
      danger: true,
      onSelect: () =>
        confirmDetach({
          kind: 'external IP',
          name: ip.ip,
          instance: instance.name,
          // as data, so the confirmation shows the request of either kind
          call:
            ip.kind === 'floating'
              ? apiCall('floatingIpDetach', { path: { floatingIp: ip.id } })
              : apiCall('instanceEphemeralIpDetach', { path: { instance: instance.name }, query: { project } }),
          refresh: NETWORK_LISTS,
        }),
    },
  ]
}

export function NetworkingTab() {
  const p = useRouteParams()
  const { data: instance } = usePrefetchedQuery(instanceQuery(p))
  const { data: nics } = usePrefetchedQuery(instanceNicsQuery(p))
  const { data: ips } = usePrefetchedQuery(instanceIpsQuery(p))
  const { data: vpcs } = usePrefetchedQuery(projectVpcsQuery(p.project))
  const [modal, setModal] = useState<Modal>(null)
  const refusal = useProjectRefusal(p.project, 'change network interfaces and external IPs')
  const nicReason = refusal ?? instanceWhyNot('updateNic', instance.runState)
  const vpcName = (id: string) => vpcs.items.find((v) => v.id === id)?.name ?? id

  const nicColumns = [
    nicCol.accessor('name', {
      header: 'Name',
      cell: (i) => markedName(i.getValue(), i.row.original.primary && 'primary'),
    }),
    nicCol.accessor('ip', { header: 'Private IP', cell: (i) => <Address ip={i.getValue()} /> }),
    nicCol.accessor('mac', {
      header: 'MAC',
      cell: (i) => <span className="font-mono text-[13px]">{i.getValue()}</span>,
    }),
    nicCol.accessor('vpcId', { header: 'VPC', cell: (i) => vpcName(i.getValue()) }),
    nicCol.accessor('subnetId', {
      header: 'Subnet',
      cell: (i) => <SubnetName project={p.project} vpc={vpcName(i.row.original.vpcId)} id={i.getValue()} />,
    }),
    actionsColumn(
      nicCol,
      (nic) => `Actions for network interface ${nic.name}`,
      (nic) => nicActions(nic, nicReason, () => setModal(nic)),
    ),
  ]

  const shownIps = ips.items.filter((ip) => ip.kind !== 'snat')
  const ipColumns = [
    ipCol.accessor('ip', { header: 'Address', cell: (i) => <Address ip={i.getValue()} /> }),
    ipCol.accessor('kind', { header: 'Kind', cell: (i) => <Badge>{i.getValue()}</Badge> }),
    ipCol.display({
      id: 'name',
      header: 'Floating IP',
      cell: ({ row }) => (row.original.kind === 'floating' ? row.original.name : '—'),
    }),
    actionsColumn(
      ipCol,
      (ip) => `Actions for address ${ip.ip}`,
      (ip) => ipActions(p.project, instance, ip).map((item) => guardedItem(refusal, item)),
    ),
  ]

  const nicTable = useTable({ data: nics.items, columns: nicColumns, getRowId: (n) => n.id })
  const ipTable = useTable({ data: shownIps, columns: ipColumns, getRowId: (i) => i.ip })
  const hasEphemeral = shownIps.some((ip) => ip.kind === 'ephemeral')
  const props = { project: p.project, instance, onDismiss: () => setModal(null) }
  const editing = typeof modal === 'object' && modal !== null ? modal : undefined

  return (
    <>
      <TableSection
        title="Network interfaces"
        className="mb-8"
        table={nicTable}
        actions={
          <GuardedButton reason={nicReason} onClick={() => setModal('nic')}>
            Add network interface
          </GuardedButton>
        }
        empty={{ title: 'No network interfaces', body: 'This instance has no network interfaces.' }}
      />
      <TableSection
        title="External IPs"
        table={ipTable}
        actions={
          <>
            <GuardedButton
              reason={refusal ?? (hasEphemeral ? 'An instance has at most one ephemeral IP' : undefined)}
              onClick={() => setModal('ephemeral')}
            >
              Attach ephemeral IP
            </GuardedButton>
            <GuardedButton reason={refusal} onClick={() => setModal('floating')}>
              Attach floating IP
            </GuardedButton>
          </>
        }
        empty={{
          title: 'No external IPs',
          body: 'Attach an ephemeral or floating IP to reach this instance from outside.',
        }}
      />
      {modal === 'ephemeral' && <AttachEphemeralIpModal {...props} />}
      {modal === 'floating' && <AttachFloatingIpModal {...props} />}
      {(modal === 'nic' || editing) && <NicModal {...props} nic={editing} />}
    </>
  )
}
