// Cells that name what a disk points at by id: its instance and its source. Each name is
// fetched by id and cached per id, so rows that share an instance or image share a fetch.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { Disk } from '~/api/__generated__/Api'
import { isNotFound } from '~/api/errors'
import { imageByIdQuery, snapshotByIdQuery } from '~/api/queries'
import { pb } from '~/paths'
import { InstanceLink, quiet } from '~/table/cells'

const linkClass = 'hover:underline'

/** The instance a disk is attached to, attaching to or detaching from; undefined otherwise. */
function diskInstanceId(disk: Pick<Disk, 'state'>): string | undefined {
  return 'instance' in disk.state ? disk.state.instance : undefined
}

export const AttachedInstance = ({ project, disk }: { project: string; disk: Pick<Disk, 'state'> }) => (
  <InstanceLink project={project} id={diskInstanceId(disk)} none="—" />
)

function ImageSource({ project, id }: { project: string; id: string }) {
  const image = useQuery(imageByIdQuery(id))
  if (image.isPending) return quiet('…')
  if (image.isError) return quiet(isNotFound(image.error) ? 'Deleted image' : 'Image unavailable')
  const { name, projectId } = image.data
  // a project image lives under its project, a silo image is shared by every project
  return (
    <span>
      <span className="text-ink-muted">{projectId ? 'Project image' : 'Silo image'} </span>
      <Link to={pb.imageEdit({ project: projectId ? project : undefined, image: name })} className={linkClass}>
        {name}
      </Link>
    </span>
  )
}

function SnapshotSource({ project, id }: { project: string; id: string }) {
  const snapshot = useQuery(snapshotByIdQuery(id))
  if (snapshot.isPending) return quiet('…')
  // a disk outlives the snapshot it was made from
  if (snapshot.isError) return quiet(isNotFound(snapshot.error) ? 'Deleted snapshot' : 'Snapshot unavailable')
  return (
    <span>
      <span className="text-ink-muted">Snapshot </span>
      <Link to={pb.snapshots({ project })} className={linkClass}>
        {snapshot.data.name}
      </Link>
    </span>
  )
}

export function DiskSource({ project, disk }: { project: string; disk: Pick<Disk, 'imageId' | 'snapshotId'> }) {
  if (disk.imageId) return <ImageSource project={project} id={disk.imageId} />
  if (disk.snapshotId) return <SnapshotSource project={project} id={disk.snapshotId} />
  return <span className="text-ink-muted">Blank</span>
}
