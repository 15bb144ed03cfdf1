import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Instance } from '~/api/__generated__/Api'
import { instanceWhyNot } from '~/api/capabilities'
import { apiq, callApi, invalidate } from '~/api/client'
import { inputClass } from '~/forms/FieldFrame'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/ConfirmModal'
import { addToast } from '~/ui/Toast'

const refresh = () =>
  Promise.all([invalidate('instanceAntiAffinityGroupList'), invalidate('antiAffinityGroupMemberList')])

/** Which anti-affinity groups the instance is in; joining needs it stopped. */
export function AntiAffinitySection({ project, instance }: { project: string; instance: Instance }) {
  const mine = useQuery(
    apiq('instanceAntiAffinityGroupList', { path: { instance: instance.name }, query: { project, limit: 1000 } }),
  )
  const all = useQuery(apiq('antiAffinityGroupList', { query: { project, limit: 1000 } }))
  const [choice, setChoice] = useState('')
  const [busy, setBusy] = useState(false)
  const reason = instanceWhyNot('addToAffinityGroup', instance.runState)
  const memberOf = new Set(mine.data?.items.map((g) => g.id))
  const joinable = (all.data?.items ?? []).filter((g) => !memberOf.has(g.id))

  const join = async () => {
    if (!choice) return
    setBusy(true)
    try {
      await callApi('antiAffinityGroupMemberInstanceAdd', {
        path: { antiAffinityGroup: choice, instance: instance.name },
        query: { project },
      })
      addToast({ title: 'Added to anti-affinity group', content: choice })
      setChoice('')
    } catch (e) {
      addToast({ title: 'Could not add to group', content: (e as Error).message, variant: 'error' })
    } finally {
      setBusy(false)
      await refresh()
    }
  }

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
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  confirmAction({
                    title: 'Leave anti-affinity group',
                    content: `Remove ${instance.name} from ${g.name}?`,
                    errorTitle: 'Could not remove from group',
                    action: async () => {
                      await callApi('antiAffinityGroupMemberInstanceDelete', {
                        path: { antiAffinityGroup: g.name, instance: instance.name },
                        query: { project },
                      }).finally(refresh)
                      addToast({ title: 'Removed from anti-affinity group', content: g.name })
                    },
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
          {mine.data?.items.length === 0 && <li className="text-ink-muted">Not in any anti-affinity group.</li>}
        </ul>
      )}
      <div className="mt-4 flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="aag-join" className="mb-1.5 block font-medium">
            Add to group
          </label>
          <select
            id="aag-join"
            className={inputClass()}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            disabled={!!reason}
          >
            <option value="">{joinable.length ? 'Choose a group' : 'No other groups in this project'}</option>
            {joinable.map((g) => (
              <option key={g.id} value={g.name}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={join} disabled={!!reason || !choice} loading={busy}>
          Add
        </Button>
      </div>
      {reason && <p className="mt-2 text-[13px] text-warn">{reason}</p>}
    </section>
  )
}
