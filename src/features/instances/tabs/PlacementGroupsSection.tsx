import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Instance } from '~/api/__generated__/Api'
import { instanceWhyNot } from '~/api/capabilities'
import { confirmThenRun, runAction, strong } from '~/actions'
import type { GroupKind } from '~/features/affinity/kinds'
import { SelectField } from '~/forms/SelectField'
import { Button } from '~/ui/Button'
import { byName } from '../options'

/** Which groups of one kind (affinity or anti-affinity) the instance is in; joining needs it stopped. */
export function PlacementGroupsSection({
  kind,
  project,
  instance,
}: {
  kind: GroupKind
  project: string
  instance: Instance
}) {
  const headingId = useId()
  const mine = useQuery(kind.instanceGroupsQuery({ project, instance: instance.name }))
  const all = useQuery(kind.projectGroupsQuery(project))
  const form = useForm({ defaultValues: { group: '' } })
  const choice = form.watch('group')
  const [busy, setBusy] = useState(false)
  const reason = instanceWhyNot('addToAffinityGroup', instance.runState)
  const memberOf = new Set(mine.data?.items.map((g) => g.id))
  const joinable = (all.data?.items ?? []).filter((g) => !memberOf.has(g.id))
  const refresh = [...kind.refresh, 'instanceList' as const]

  const join = async ({ group }: { group: string }) => {
    if (!group) return
    setBusy(true)
    const joined = await runAction({
      call: kind.addMember({ project, group }, instance.name),
      success: `Added to ${kind.noun}`,
      failure: 'Could not add to group',
      subject: group,
      refresh,
    })
    setBusy(false)
    if (joined) form.reset()
  }

  const leave = (group: string) =>
    confirmThenRun({
      title: `Leave ${kind.noun}`,
      content: (
        <>
          Remove {strong(instance.name)} from {strong(group)}?
        </>
      ),
      call: kind.removeMember({ project, group }, instance.name),
      success: `Removed from ${kind.noun}`,
      failure: 'Could not remove from group',
      subject: group,
      refresh,
    })

  return (
    <section className="mb-6 rounded-lg border border-line p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {kind.plural}
      </h2>
      <p className="mt-1 text-[13px] text-ink-muted">{kind.purpose}</p>
      {mine.isError ? (
        <p className="mt-3 text-danger">{mine.error.message}</p>
      ) : (
        <ul className="mt-3 space-y-1.5">
          {(mine.data?.items ?? []).map((g) => (
            <li key={g.id} className="flex items-center justify-between rounded-md border border-line px-3 py-2">
              <span>{g.name}</span>
              <Button variant="ghost" size="sm" aria-label={`Remove from ${g.name}`} onClick={() => leave(g.name)}>
                Remove
              </Button>
            </li>
          ))}
          {mine.data?.items.length === 0 && <li className="text-ink-muted">Not in any {kind.noun}.</li>}
        </ul>
      )}
      <form noValidate className="mt-4 flex items-end gap-2" onSubmit={form.handleSubmit(join)}>
        <fieldset disabled={!!reason} className="flex-1">
          <SelectField
            control={form.control}
            name="group"
            label={`Add to ${kind.noun}`}
            options={joinable.map(byName)}
            placeholder="Choose a group"
            empty="No other groups in this project"
          />
        </fieldset>
        {/* level with the select, above the room its frame keeps for a message */}
        <Button type="submit" variant="secondary" className="mb-5" disabled={!!reason || !choice} loading={busy}>
          Add
        </Button>
      </form>
      {reason && <p className="mt-2 text-[13px] text-warn">{reason}</p>}
    </section>
  )
}
