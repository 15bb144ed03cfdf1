import type { DiskCreate } from '~/api/__generated__/Api'
import { invalidate } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { submitTo } from '~/forms/formShell'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { addToast } from '~/ui/Toast'
import { DiskCreateForm, diskSourceQueries } from './DiskCreateForm'

export const createDiskLoader = loadQueries((p) => diskSourceQueries(p.project))

/** `disks-new`: a disk for the project, made over the disks list. */
export function CreateDiskPage() {
  const p = useRouteParams()
  const backToList = useCloseTo(pb.disks(p))
  const create = useApiMutation('diskCreate', {
    onSuccess: async (disk) => {
      await invalidate('diskList')
      addToast({ title: 'Disk created', content: disk.name })
      backToList()
    },
  })
  return (
    <DiskCreateForm
      project={p.project}
      title="Create disk"
      submitLabel="Create disk"
      {...submitTo(create, { variables: (body: DiskCreate) => ({ query: { project: p.project }, body }) })}
      onDismiss={backToList}
    />
  )
}
