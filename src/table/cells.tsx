// Cells that name, by id, what a row points at. Names come from cached lookups keyed by id,
// so rows that share an instance share one fetch.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { instanceByIdQuery } from '~/api/queries'
import { pb } from '~/paths'

/** Secondary text in a cell: none, pending, gone. */
export const quiet = (text: string) => <span className="text-ink-faint">{text}</span>

/** An id shown as itself, where its name is out of reach. */
/** An address, a DNS name, a file's path: a value read character by character. */
export const mono = (text: string) => <span className="font-mono text-[13px]">{text}</span>

export const rawId = (id: string) => <span className="font-mono text-[12px] text-ink-muted">{id}</span>

/** The instance with this id, by name and linked to its page; `none` when there is no id. */
export function InstanceLink({ project, id, none }: { project: string; id: string | null | undefined; none: string }) {
  const instance = useQuery({ ...instanceByIdQuery(id ?? ''), enabled: !!id })
  if (!id) return quiet(none)
  if (instance.isPending) return quiet('…')
  // the instance may be gone or out of reach; its id still says which one it was
  if (instance.isError) return rawId(id)
  return (
    <Link to={pb.instance({ project, instance: instance.data.name })} className="hover:underline">
      {instance.data.name}
    </Link>
  )
}
