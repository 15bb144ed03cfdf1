import { useForm } from 'react-hook-form'
import type { Silo } from '~/api/__generated__/Api'
import { invalidate, usePrefetchedQuery } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { FormFooter } from '~/forms/FormFooter'
import { NumberField } from '~/forms/NumberField'
import { useSubmitErrors } from '~/forms/useSubmitErrors'
import { DocsLink } from '~/ui/DocsLink'
import { addToast } from '~/ui/Toast'
import { formatBytes, GiB } from '~/util/bytes'
import { siloQuotasQuery, siloUtilizationQuery } from './queries'

type Values = { cpus: number | ''; memoryGib: number | ''; storageGib: number | '' }

const MAX = 10_000_000

/**
 * The silo's quotas, edited in place. Each may not go below what the silo already holds:
 * the control plane would take it, but the silo could then start nothing new, which is never
 * what an operator lowering a quota means.
 */
export function SiloQuotasTab({ silo }: { silo: Silo }) {
  const p = { silo: silo.name }
  const quotas = usePrefetchedQuery(siloQuotasQuery(p)).data
  const held = usePrefetchedQuery(siloUtilizationQuery(p)).data.provisioned
  const saved: Values = { cpus: quotas.cpus, memoryGib: quotas.memory / GiB, storageGib: quotas.storage / GiB }
  const form = useForm<Values>({ mode: 'onChange', values: saved })
  const update = useApiMutation('siloQuotasUpdate', {
    onSuccess: async () => {
      await Promise.all([
        invalidate('siloQuotasView'),
        invalidate('siloUtilizationView'),
        invalidate('systemQuotasList'),
      ])
      addToast({ title: 'Quotas updated', content: silo.name })
    },
  })
  const { errors, formRef, onSubmit } = useSubmitErrors(form, update.error, (v) =>
    update.mutate({
      path: p,
      body: { cpus: Number(v.cpus), memory: Number(v.memoryGib) * GiB, storage: Number(v.storageGib) * GiB },
    }),
  )
  // the least each may be: what is held, in the field's unit (whole GiB, rounded up)
  const fields = [
    { name: 'cpus', label: 'vCPUs', unit: undefined, least: held.cpus, held: `${held.cpus} vCPUs` },
    {
      name: 'memoryGib',
      label: 'Memory',
      unit: 'GiB',
      least: Math.ceil(held.memory / GiB),
      held: formatBytes(held.memory),
    },
    {
      name: 'storageGib',
      label: 'Storage',
      unit: 'GiB',
      least: Math.ceil(held.storage / GiB),
      held: formatBytes(held.storage),
    },
  ] as const
  return (
    <section>
      <h2 className="text-lg font-semibold">Quotas</h2>
      <p className="mt-1 mb-4 text-ink-muted">
        The most this silo's running instances may hold and its disks and snapshots may take. A quota cannot be set
        below what is already provisioned. <DocsLink topic="quotas" />
      </p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="max-w-3xl" aria-label="Quotas">
        <div className="grid grid-cols-3 gap-4">
          {fields.map(({ name, label, unit, least, held }) => (
            <NumberField
              key={name}
              control={form.control}
              name={name}
              label={label}
              unit={unit}
              min={least}
              max={MAX}
              minReason={`the silo already has ${held} provisioned`}
              description={`${held} provisioned`}
            />
          ))}
        </div>
        <FormFooter
          errors={errors}
          submitLabel="Save quotas"
          loading={update.isPending}
          dirty={form.formState.isDirty}
          back={{ label: 'Reset', onClick: () => form.reset(saved) }}
        />
      </form>
    </section>
  )
}
