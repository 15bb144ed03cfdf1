// Cells that name what a disk points at by id: its instance and its source, from the lists
// that hold them (one read names every row; ~/table/itemById).
import { Link } from 'react-router'
import type { Disk } from '~/api/__generated__/Api'
import { isNotFound } from '~/api/errors'
import { imageByIdQuery, projectSnapshotsQuery, snapshotByIdQuery } from '~/api/queries'
import { pb } from '~/paths'
import { InstanceLink, quiet } from '~/table/cells'
import { ItemByIdCell, type ItemById } from '~/table/itemById'
import { imageLists } from './lists'

const linkClass = 'hover:underline'

/** The instance a disk is attached to, attaching to or detaching from; undefined otherwise. */
function diskInstanceId(disk: Pick<Disk, 'state'>): string | undefined {
  return 'instance' in disk.state ? disk.state.instance : undefined
}

export const AttachedInstance = ({ project, disk }: { project: string; disk: Pick<Disk, 'state'> }) => (
  <InstanceLink project={project} id={diskInstanceId(disk)} none="—" />
)

const isGone = (read: ItemById<unknown>) => read.status === 'error' && isNotFound(read.error)

/** The lists a disk's source image may be in, for the disks page's loader to start with its own call. */
const ImageSource = ({ project, id }: { project: string; id: string }) => (
  <ItemByIdCell lists={imageLists(project)} id={id} own={imageByIdQuery(id)}>
    {(image) => {
      if (image.status === 'pending') return quiet('…')
      if (image.status !== 'found') return quiet(isGone(image) ? 'Deleted image' : 'Image unavailable')
      const { name, projectId } = image.item
      // a project image lives under its project, a silo image is shared by every project
      return (
        <span>
          <span className="text-ink-muted">{projectId ? 'Project image' : 'Silo image'} </span>
          <Link to={pb.imageEdit({ project: projectId ? project : undefined, image: name })} className={linkClass}>
            {name}
          </Link>
        </span>
      )
    }}
  </ItemByIdCell>
)

const SnapshotSource = ({ project, id }: { project: string; id: string }) => (
  <ItemByIdCell lists={[projectSnapshotsQuery(project)]} id={id} own={snapshotByIdQuery(id)}>
    {(snapshot) => {
      if (snapshot.status === 'pending') return quiet('…')
      // a disk outlives the snapshot it was made from
      if (snapshot.status !== 'found') return quiet(isGone(snapshot) ? 'Deleted snapshot' : 'Snapshot unavailable')
      return (
        <span>
          <span className="text-ink-muted">Snapshot </span>
          <Link to={pb.snapshots({ project })} className={linkClass}>
            {snapshot.item.name}
          </Link>
        </span>
      )
    }}
  </ItemByIdCell>
)

export function DiskSource({ project, disk }: { project: string; disk: Pick<Disk, 'imageId' | 'snapshotId'> }) {
  if (disk.imageId) return <ImageSource project={project} id={disk.imageId} />
  if (disk.snapshotId) return <SnapshotSource project={project} id={disk.snapshotId} />
  return <span className="text-ink-muted">Blank</span>
}
