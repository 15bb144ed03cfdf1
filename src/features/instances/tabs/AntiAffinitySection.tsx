import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Instance } from '~/api/__generated__/Api'
import { instanceWhyNot } from '~/api/capabilities'
import { callApi, type OpName } from '~/api/client'
import { antiAffinityGroupsQuery } from '~/api/queries'
import { confirmThenRun, runAction, strong } from '~/actions'
import { SelectField } from '~/forms/SelectField'
import { Button } from '~/ui/Button'
import { byName, choicesOf } from '../options'
import { instanceGroupsQuery } from '../queries'

const GROUP_LISTS: OpName[] = ['instanceAntiAffinityGroupList', 'antiAffinityGroupMemberList']

/** Which anti-affinity groups the instance is in; joining needs it stopped. */
export function AntiAffinitySection({ project, instance }: { project: string; instance: Instance }) {
  const mine = useQuery(instanceGroupsQuery({ project, instance: instance.name }))
  const all = useQuery(antiAffinityGroupsQuery(project))
  const form = useForm({ defaultValues: { group: '' } })
  const choice = form.watch('group')
  const [busy, setBusy] = useState(false)
  const reason = instanceWhyNot('addToAffinityGroup', instance.runState)
  const memberOf = new Set(mine.data?.items.map((g) => g.id))
  const joinable = (all.data?.items ?? []).filter((g) => !memberOf.has(g.id))
  const membership = (group: string) => ({
    path: { antiAffinityGroup: group, instance: instance.name },
    query: { project },
  })

  const join = async ({ group }: { group: string }) => {
    if (!group) return
    setBusy(true)
    const joined = await runAction({
      call: () => callApi('antiAffinityGroupMemberInstanceAdd', membership(group)),
      success: 'Added to anti-affinity group',
      failure: 'Could not add to group',
      subject: group,
      refresh: GROUP_LISTS,
    })
    setBusy(false)
    if (joined) form.reset()
  }

  const leave = (group: string) =>
    confirmThenRun({
      title: 'Leave anti-affinity group',
      content: (
        <>
          Remove {strong(instance.name)} from {strong(group)}?
        </>
      ),
      call: () => callApi('antiAffinityGroupMemberInstanceDelete', membership(group)),
      success: 'Removed from anti-affinity group',
      failure: 'Could not remove from group',
      subject: group,
      refresh: GROUP_LISTS,
    })

  return (
    <section className="mb-6 rounded-lg border border-line p-5" aria-labelledby="aag-heading">
      <h2 id="aag-heading" className="text-lg font-semibold">
        Anti-affinity groups
      </h2>
      <p className="mt-1 text-[13px] text-ink-muted">Members of a group are kept on different sleds where possible.</p>
      {mine.isError ? (
        <p className="mt-3 text-danger">{mine.error.message}</p>
      ) : (
        <ul className="mt-3 space-y-1.5">
          {(mine.data?.items ?? []).map((g) => (
            <li key={g.id} className="flex items-center justify-between rounded-md border border-line px-3 py-2">
              <span>{g.name}</span>
              <Button variant="ghost" size="sm" onClick={() => leave(g.name)}>
                Remove
              </Button>
            </li>
          ))}
          {mine.data?.items.length === 0 && <li className="text-ink-muted">Not in any anti-affinity group.</li>}
        </ul>
      )}
      <form noValidate className="mt-4 flex items-end gap-2" onSubmit={form.handleSubmit(join)}>
        <fieldset disabled={!!reason} className="flex-1">
          <SelectField
            control={form.control}
            name="group"
            label="Add to group"
            {...choicesOf(joinable, byName, 'Choose a group', 'No other groups in this project')}
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
