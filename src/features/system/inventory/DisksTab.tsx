// Physical disks: the rack's drives in service (the Disks tab), and every drive of one sled,
// retired ones too (its page). One set of columns serves both.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { PhysicalDisk, PhysicalDiskKind } from '~/api/__generated__/Api'
import { sysPb } from '~/features/system/paths'
import { quiet, rawId } from '~/table/cells'
import { ListPage } from '~/table/ListPage'
import { CellLink } from '~/ui/Table'
import { DiskPolicyBadge, HardwareStateBadge } from './hardware'
import { diskList, sledDiskList } from './lists'
import { allSledsQuery } from './queries'

const formFactors: Record<PhysicalDiskKind, string> = { u2: 'U.2', m2: 'M.2' }

/** The drive's sled, by serial where the rack's sled list names it, linked to its page. */
function SledLink({ id }: { id: string | null | undefined }) {
  const sleds = useQuery(allSledsQuery)
  if (!id) return quiet('None')
  // an expunged sled is not in the list of sleds in service; its id still leads to its page
  const serial = sleds.data?.items.find((s) => s.id === id)?.baseboard.serial
  return (
    <CellLink to={sysPb.sled({ sledId: id })} className="hover:underline">
      {serial ?? rawId(id)}
    </CellLink>
  )
}

const col = createColumnHelper<PhysicalDisk>()
const columns = (withSled: boolean) => [
  col.accessor('serial', {
    header: 'Serial',
    cell: (i) => <span className="font-mono text-[13px]">{i.getValue()}</span>,
  }),
  col.accessor('model', { header: 'Model' }),
  col.accessor('vendor', { header: 'Vendor' }),
  col.accessor('formFactor', { header: 'Form factor', cell: (i) => formFactors[i.getValue()] }),
  ...(withSled ? [col.accessor('sledId', { header: 'Sled', cell: (i) => <SledLink id={i.getValue()} /> })] : []),
  col.accessor('policy', { header: 'Policy', cell: (i) => <DiskPolicyBadge policy={i.getValue()} /> }),
  col.accessor('state', { header: 'State', cell: (i) => <HardwareStateBadge state={i.getValue()} /> }),
]

// the rack's drives in service, each with its sled; or all of one sled's drives
const views = {
  rack: {
    list: diskList,
    columns: columns(true),
    intro: 'The drives in service across the rack. A sled’s page lists all of its drives, retired ones too.',
    label: 'Physical disks',
    empty: 'No drive of this rack is in service.',
  },
  sled: {
    list: sledDiskList,
    columns: columns(false),
    intro: 'Every drive of this sled, including those expunged or decommissioned.',
    label: 'Physical disks of this sled',
    empty: 'This sled has no drives the control plane knows of yet.',
  },
}

function PhysicalDisks({ of }: { of: keyof typeof views }) {
  const { list, columns, intro, label, empty } = views[of]
  return (
    <ListPage
      layout="tab"
      title="Physical disks"
      intro={intro}
      list={list as typeof diskList}
      label={label}
      columns={columns}
      empty={{ title: 'No physical disks', body: empty }}
    />
  )
}

export const DisksTab = () => <PhysicalDisks of="rack" />
export const SledDisksTab = () => <PhysicalDisks of="sled" />
