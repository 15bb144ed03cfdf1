import { useMutation, useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { callApi, invalidate } from '~/api/client'
import { apiqAll } from '~/api/queries'
import { SelectField } from '~/forms/SelectField'
import { submitTo } from '~/forms/formShell'
import { SideModalForm } from '~/forms/SideModalForm'
import { addToast } from '~/ui/Toast'
import { allSilosQuery } from './queries'

type Values = { silo: string }

/**
 * Links one more silo to the pool, picked from those not linked yet. It is linked as a
 * non-default pool; making it the silo's default is a separate, confirmed step.
 */
export function LinkSiloModal({ pool, onDismiss }: { pool: string; onDismiss: () => void }) {
  const silos = useQuery(allSilosQuery)
  const links = useQuery(apiqAll('ipPoolSiloList', { path: { pool } }))
  const linked = new Set(links.data?.items.map((l) => l.siloId))
  const options = (silos.data?.items ?? [])
    .filter((s) => !linked.has(s.id))
    .map((s) => ({ value: s.name, label: s.name }))
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
      {silos.isPending || links.isPending ? (
        <p className="text-ink-muted">Loading silos…</p>
      ) : options.length === 0 ? (
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
    </SideModalForm>
  )
}
