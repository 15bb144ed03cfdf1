import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { useFleetRefusal } from '~/features/access/permissions'
import { sysPb } from '~/features/system/paths'
import { quiet } from '~/table/cells'
import { createdColumn, idColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { deleteItem } from '~/ui/Menu'
import { deleteBundle } from './bundleActions'
import { BundleState } from './cells'
import { bundleList } from './lists'

const col = createColumnHelper<SupportBundleInfo>()

const columns = [
  idColumn(col, (bundleId) => sysPb.supportBundle({ bundleId })),
  col.accessor('state', { header: 'State', cell: (info) => <BundleState bundle={info.row.original} /> }),
  col.accessor('reasonForCreation', {
    header: 'Reason',
    cell: ({ row: { original: b } }) => (
      <span className="flex flex-col">
        <span>{b.reasonForCreation}</span>
        {b.reasonForFailure && <span className="text-[13px] text-danger">Failed: {b.reasonForFailure}</span>}
      </span>
    ),
  }),
  col.accessor('userComment', {
    header: 'Comment',
    cell: (info) => info.getValue() || quiet('—'),
  }),
  createdColumn(col),
]

/** The fleet's support bundles, newest first; a bundle being collected is watched until it is ready. */
export function SupportBundlesPage() {
  const navigate = useNavigate()
  const over = useOverList()
  return (
    <ListPage
      title="Support bundles"
      intro="Logs and state gathered from every sled, for Oxide support to diagnose a problem."
      docs="supportBundles"
      list={bundleList}
      columns={columns}
      actions={(bundle) => [
        // reading and downloading are a fleet viewer's too; the changes are not
        {
          label: 'View files',
          ownRole: true,
          onSelect: () => navigate(sysPb.supportBundle({ bundleId: bundle.id })),
        },
        {
          label: 'Edit comment',
          onSelect: () => navigate(over(sysPb.supportBundleEdit({ bundleId: bundle.id }))),
        },
        deleteItem(
          () => deleteBundle(bundle),
          bundle.state === 'destroying' ? 'The bundle is already being deleted' : undefined,
        ),
      ]}
      empty={{
        title: 'No support bundles',
        body: 'Create a bundle when Oxide support asks for one; it gathers logs from every sled.',
      }}
      create={{ to: sysPb.supportBundlesNew(), label: 'New support bundle' }}
      refusal={useFleetRefusal('create, comment on and delete support bundles')}
    />
  )
}
