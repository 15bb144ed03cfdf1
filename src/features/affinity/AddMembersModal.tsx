import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { stateColumn } from '~/table/stateColumn'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { runAction } from '~/actions'
import { ALL_ITEMS, callApi } from '~/api/client'
import { projectInstancesQuery } from '~/api/queries'
import { pickByName, type PickByName } from '~/forms/pickByName'
import { inputClass } from '~/forms/FieldFrame'
import { TextField } from '~/forms/TextField'
import { Button } from '~/ui/Button'
import { cn } from '~/ui/cn'
import { SideModal } from '~/ui/SideModal'
import { Table, useTable } from '~/ui/Table'
import { groupedCount } from '~/util/numbers'
import type { GroupKind, GroupRef } from './kinds'
import { candidatesFor, notAddable, type Candidate } from './members'

const col = createColumnHelper<Candidate>()

/** The most rows the modal draws at once; a filter by name reaches the others. */
const SHOWN = 50

const count = (n: number) => `${groupedCount(n)} instance${n === 1 ? '' : 's'}`

/**
 * The project's instances that are not in the group: stopped ones with an Add button, the
 * others with why they cannot join now. Stays open, so several can be added in turn.
 */
export function AddMembersModal({
  kind,
  group,
  onDismiss,
}: {
  kind: GroupKind
  group: GroupRef
  onDismiss: () => void
}) {
  const instances = useQuery(projectInstancesQuery(group.project))
  const members = useQuery(kind.membersQuery(group))
  const [adding, setAdding] = useState<string | null>(null)

  const add = async (instance: string) => {
    setAdding(instance)
    await runAction({
      call: kind.addMember(group, instance),
      success: 'Added to group',
      failure: 'Could not add to group',
      subject: instance,
      refresh: [...kind.refresh, 'instanceList'],
    })
    setAdding(null)
  }

  const [filter, setFilter] = useState('')
  const rows = useMemo(
    () => (instances.data && members.data ? candidatesFor(instances.data.items, members.data.items) : []),
    [instances.data, members.data],
  )
  const text = filter.trim()
  const matching = useMemo(() => {
    const lower = text.toLowerCase()
    return lower ? rows.filter((c) => c.name.toLowerCase().includes(lower)) : rows
  }, [rows, text])
  // A project's 1,000 instances as rows took the page 1.7 s to open the modal (median of 5;
  // 0.2 s with 50), again at each add and refetch, mostly the browser's style and layout of
  // ~10,000 elements: the modal draws the first SHOWN that match; the filter finds the rest.
  const shown = matching.slice(0, SHOWN)
  // the rows are the project's first 1,000 instances; past them, an instance is added by name
  const more = pickByName(
    instances.data,
    'instance',
    (instance) => callApi('instanceView', { path: { instance }, query: { project: group.project } }),
    (i) => notAddable(i.runState),
  )
  const columns = [
    col.accessor('name', {
      header: 'Instance',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    stateColumn(col, 'instance', (c) => c.state),
    col.display({
      id: 'add',
      header: () => <span className="sr-only">Add</span>,
      cell: ({ row: { original: c } }) =>
        c.unavailable ? (
          <span className="text-[13px] text-ink-muted">Unavailable: {c.unavailable}</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Add ${c.name}`}
            loading={adding === c.name}
            disabled={adding !== null}
            onClick={() => void add(c.name)}
          >
            Add
          </Button>
        ),
    }),
  ]
  const table = useTable({ data: shown, columns, getRowId: (c) => c.name })
  const error = instances.error ?? members.error

  return (
    <SideModal title={`Add instances to ${group.group}`} subtitle={kind.noun} onDismiss={onDismiss}>
      <p className="mb-4 text-ink-muted">
        Only stopped instances can be added: placement is decided when an instance starts.
      </p>
      {more && <AddByName more={more} adding={adding} add={add} />}
      {error ? (
        <p className="text-danger">{error.message}</p>
      ) : instances.isPending || members.isPending ? (
        <p className="text-ink-muted">Loading instances…</p>
      ) : rows.length === 0 ? (
        <p className="text-ink-muted">Every instance of the project is already in this group.</p>
      ) : (
        <>
          {rows.length > SHOWN && (
            <input
              type="search"
              aria-label="Filter instances by name"
              placeholder="Filter by name"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              className={cn(inputClass(), 'mb-3')}
            />
          )}
          {shown.length > 0 && <Table table={table} label="Instances to add" />}
          <p role="status" className="mt-3 text-[13px] text-ink-muted empty:mt-0">
            {matching.length === 0
              ? `No instance to add has a name containing “${text}”.`
              : shown.length < matching.length
                ? `Showing ${shown.length} of ${count(matching.length)}${text ? ' that match' : ''}: filter by name to find another.`
                : ''}
          </p>
        </>
      )}
    </SideModal>
  )
}

/** An instance past the rows' first 1,000, typed, looked up and held to the same rule. */
function AddByName({
  more,
  adding,
  add,
}: {
  more: PickByName
  adding: string | null
  add: (instance: string) => Promise<void>
}) {
  const form = useForm({ defaultValues: { instance: '' } })
  const submit = form.handleSubmit(async ({ instance }) => {
    const refused = await more.check(instance, 'Instance name')
    if (refused) form.setError('instance', { message: refused })
    else await add(instance)
  })
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mb-4 flex items-start gap-3">
      <div className="flex-1">
        <TextField
          control={form.control}
          name="instance"
          label="Instance name"
          description={`The list below is read from the project's first ${groupedCount(ALL_ITEMS)} instances; add any other by its name.`}
          required
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        className="mt-7"
        loading={form.formState.isSubmitting}
        disabled={adding !== null}
      >
        Add by name
      </Button>
    </form>
  )
}
