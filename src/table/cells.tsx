// Cells that name, by id, what a row points at: from the list that holds them, read once for
// every row (./itemById).
import { instanceByIdQuery, projectInstancesQuery } from '~/api/queries'
import { pb } from '~/paths'
import { CellLink } from '~/ui/Table'
import { ItemByIdCell } from './itemById'

/** Secondary text in a cell: none, pending, gone. */
export const quiet = (text: string) => <span className="text-ink-faint">{text}</span>

/** An address, a DNS name, a file's path: a value read character by character. */
export const mono = (text: string) => <span className="font-mono text-[13px]">{text}</span>

/** An id shown as itself, where its name is out of reach. */
export const rawId = (id: string) => <span className="font-mono text-[12px] text-ink-muted">{id}</span>

/** The instance with this id, by name and linked to its page; `none` when there is no id. */
export function InstanceLink({ project, id, none }: { project: string; id: string | null | undefined; none: string }) {
  if (!id) return quiet(none)
  return <NamedInstance project={project} id={id} />
}

// the project's instances name every row at once; a disk or address points within its project
const NamedInstance = ({ project, id }: { project: string; id: string }) => (
  <ItemByIdCell lists={[projectInstancesQuery(project)]} id={id} own={instanceByIdQuery(id)}>
    {(instance) => {
      if (instance.status === 'pending') return quiet('…')
      // the instance may be gone or out of reach; its id still says which one it was
      if (instance.status !== 'found') return rawId(id)
      return (
        <CellLink to={pb.instance({ project, instance: instance.item.name })} className="hover:underline">
          {instance.item.name}
        </CellLink>
      )
    }}
  </ItemByIdCell>
)
