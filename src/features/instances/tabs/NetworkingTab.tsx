import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import type { ExternalIp, InstanceNetworkInterface } from '~/api/__generated__/Api'
import { instanceWhyNot } from '~/api/capabilities'
import { callApi, invalidate, queryClient, usePrefetchedQuery } from '~/api/client'
import { Badge } from '~/ui/Badge'
import { confirmAction } from '~/ui/ConfirmModal'
import { CopyButton } from '~/ui/CopyButton'
import { EmptyState } from '~/ui/EmptyState'
import { RowActions } from '~/ui/Menu'
import { Table, useTable } from '~/ui/Table'
import { addToast } from '~/ui/Toast'
import { GuardedButton } from '~/ui/GuardedButton'
import {
  instanceIpsQuery,
  instanceNicsQuery,
  instanceQuery,
  projectVpcsQuery,
  vpcSubnetsQuery,
} from '../instanceQueries'
import { AttachEphemeralIpModal, AttachFloatingIpModal } from './IpModals'
import { NicModal } from './NicModal'

export async function networkingLoader({ params }: LoaderFunctionArgs) {
  const { project, instance } = params as { project: string; instance: string }
  await Promise.all([
    queryClient.ensureQueryData(instanceNicsQuery(project, instance)),
    queryClient.ensureQueryData(instanceIpsQuery(project, instance)),
    queryClient.ensureQueryData(projectVpcsQuery(project)),
  ])
  return null
}

const refresh = () =>
  Promise.all([
    invalidate('instanceNetworkInterfaceList'),
    invalidate('instanceExternalIpList'),
    invalidate('floatingIpList'),
  ])

function Address({ ip }: { ip: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono text-[13px]">{ip}</span>
      <CopyButton text={ip} label={`Copy ${ip}`} iconOnly />
    </span>
  )
}

const nicCol = createColumnHelper<InstanceNetworkInterface>()
const ipCol = createColumnHelper<ExternalIp>()

export function NetworkingTab() {
  const { project = '', instance: name = '' } = useParams()
  const { data: instance } = usePrefetchedQuery(instanceQuery(project, name))
  const { data: nics } = usePrefetchedQuery(instanceNicsQuery(project, name))
  const { data: ips } = usePrefetchedQuery(instanceIpsQuery(project, name))
  const { data: vpcs } = usePrefetchedQuery(projectVpcsQuery(project))
  const [modal, setModal] = useState<null | 'nic' | 'ephemeral' | 'floating' | InstanceNetworkInterface>(null)
  const nicReason = instanceWhyNot('updateNic', instance.runState)
  const query = { project }
  const vpcName = (id: string) => vpcs.items.find((v) => v.id === id)?.name ?? id

  const nicColumns = [
    nicCol.accessor('name', {
      header: 'Name',
      cell: (i) => (
        <span className="inline-flex items-center gap-2 font-medium">
          {i.getValue()}
          {i.row.original.primary && <Badge color="accent">primary</Badge>}
        </span>
      ),
    }),
    nicCol.accessor('ip', { header: 'Private IP', cell: (i) => <Address ip={i.getValue()} /> }),
    nicCol.accessor('mac', {
      header: 'MAC',
      cell: (i) => <span className="font-mono text-[13px]">{i.getValue()}</span>,
    }),
    nicCol.accessor('vpcId', { header: 'VPC', cell: (i) => vpcName(i.getValue()) }),
    nicCol.accessor('subnetId', {
      header: 'Subnet',
      cell: (i) => <SubnetName project={project} vpc={vpcName(i.row.original.vpcId)} id={i.getValue()} />,
    }),
    nicCol.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <RowActions
          label={`Actions for network interface ${row.original.name}`}
          items={[
            { label: 'Edit', disabledReason: nicReason, onSelect: () => setModal(row.original) },
            {
              label: 'Delete',
              danger: true,
              disabledReason: nicReason,
              onSelect: () =>
                confirmAction({
                  title: 'Delete network interface',
                  content: `Delete ${row.original.name} from ${instance.name}?`,
                  danger: true,
                  errorTitle: 'Could not delete network interface',
                  action: async () => {
                    await callApi('instanceNetworkInterfaceDelete', { path: { interface: row.original.id } }).finally(
                      refresh,
                    )
                    addToast({ title: 'Network interface deleted', content: row.original.name })
                  },
                }),
            },
          ]}
        />
      ),
    }),
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
    ipCol.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const ip = row.original
        return (
          <RowActions
            label={`Actions for address ${ip.ip}`}
            items={[
              {
                label: 'Detach',
                danger: true,
                onSelect: () =>
                  confirmAction({
                    title: 'Detach external IP',
                    content: `Detach ${ip.ip} from ${instance.name}?`,
                    errorTitle: 'Could not detach external IP',
                    action: async () => {
                      await (
                        ip.kind === 'floating'
                          ? callApi('floatingIpDetach', { path: { floatingIp: ip.id } })
                          : callApi('instanceEphemeralIpDetach', { path: { instance: instance.name }, query })
                      ).finally(refresh)
                      addToast({ title: 'External IP detached', content: ip.ip })
                    },
                  }),
              },
            ]}
          />
        )
      },
    }),
  ]

  const nicTable = useTable({ data: nics.items, columns: nicColumns, getRowId: (n) => n.id })
  const ipTable = useTable({ data: shownIps, columns: ipColumns, getRowId: (i) => i.ip })
  const hasEphemeral = shownIps.some((ip) => ip.kind === 'ephemeral')

  return (
    <>
      <section aria-labelledby="nics-heading" className="mb-8">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="nics-heading" className="text-lg font-semibold">
            Network interfaces
          </h2>
          <GuardedButton reason={nicReason} onClick={() => setModal('nic')}>
            Add network interface
          </GuardedButton>
        </div>
        {nics.items.length === 0 ? (
          <EmptyState title="No network interfaces" body="This instance has no network interfaces." />
        ) : (
          <Table table={nicTable} label="Network interfaces" />
        )}
      </section>
      <section aria-labelledby="ips-heading">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="ips-heading" className="text-lg font-semibold">
            External IPs
          </h2>
          <div className="flex gap-2">
            <GuardedButton
              reason={hasEphemeral ? 'An instance has at most one ephemeral IP' : undefined}
              onClick={() => setModal('ephemeral')}
            >
              Attach ephemeral IP
            </GuardedButton>
            <GuardedButton onClick={() => setModal('floating')}>Attach floating IP</GuardedButton>
          </div>
        </div>
        {shownIps.length === 0 ? (
          <EmptyState
            title="No external IPs"
            body="Attach an ephemeral or floating IP to reach this instance from outside."
          />
        ) : (
          <Table table={ipTable} label="External IPs" />
        )}
      </section>
      {modal === 'ephemeral' && (
        <AttachEphemeralIpModal project={project} instance={instance} onDismiss={() => setModal(null)} />
      )}
      {modal === 'floating' && (
        <AttachFloatingIpModal project={project} instance={instance} onDismiss={() => setModal(null)} />
      )}
      {(modal === 'nic' || (modal && typeof modal === 'object')) && (
        <NicModal
          project={project}
          instance={instance}
          nic={typeof modal === 'object' ? modal : undefined}
          vpcs={vpcs.items}
          onDismiss={() => setModal(null)}
        />
      )}
    </>
  )
}

function SubnetName({ project, vpc, id }: { project: string; vpc: string; id: string }) {
  const subnets = useQuery(vpcSubnetsQuery(project, vpc))
  return <>{subnets.data?.items.find((s) => s.id === id)?.name ?? '…'}</>
}
