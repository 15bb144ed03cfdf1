import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { callApi, invalidate } from '~/api/client'
import { useWholeList } from '~/api/useWholeList'
import { SelectField } from '~/forms/SelectField'
import { submitTo } from '~/forms/formShell'
import { SideModalForm } from '~/forms/SideModalForm'
import { addToast } from '~/ui/Toast'
import { RestOfList } from '~/table/RestOfList'

type Values = { silo: string }

/**
 * Links one more silo to the pool, picked from those not linked yet. It is linked as a
 * non-default pool; making it the silo's default is a separate, confirmed step.
 */
export function LinkSiloModal({ pool, onDismiss }: { pool: string; onDismiss: () => void }) {
  // every silo, and every link, past the first 1,000 of each too
  const silos = useWholeList('siloList', {})
  const links = useWholeList('ipPoolSiloList', { path: { pool } })
  const linked = new Set(links.items?.map((l) => l.siloId))
  const options = (silos.items ?? []).filter((s) => !linked.has(s.id)).map((s) => ({ value: s.name, label: s.name }))
  const form = useForm<Values>({ defaultValues: { silo: '' }, mode: 'onChange' })
  const mutation = useMutation({
    mutationFn: ({ silo }: Values) => callApi('ipPoolSiloLink', { path: { pool }, body: { silo, isDefault: false } }),
    onSuccess: async (_link, { silo }) => {
      onDismiss()
      await Promise.all([invalidate('ipPoolSiloList'), invalidate('siloIpPoolList')])
      addToast({ title: 'Silo linked', content: `${silo} to ${pool}` })
    },
  })
  return (
    <SideModalForm
      title="Link silo"
      form={form}
      {...submitTo(mutation, { loadError: silos.error ?? links.error })}
      onDismiss={onDismiss}
    >
      <p className="mb-4 text-ink-muted">Users of the silo may then draw floating and ephemeral IPs from {pool}.</p>
      {!silos.items || !links.items ? (
        !silos.error && !links.error && <p className="text-ink-muted">Loading silos…</p>
      ) : options.length === 0 && silos.rest === 'read' && links.rest === 'read' ? (
        <p className="text-ink-muted">Every silo is already linked to this pool.</p>
      ) : (
        <SelectField
          control={form.control}
          name="silo"
          label="Silo"
          options={options}
          required
          placeholder="Pick a silo"
        />
      )}
      <RestOfList list={silos} what="fleet's silos" />
      <RestOfList list={links} what="pool's links" />
    </SideModalForm>
  )
}
