import { useForm } from 'react-hook-form'
import { useOutletContext } from 'react-router'
import type { SiloAuthSettings } from '~/api/__generated__/Api'
import { apiq, invalidate, usePrefetchedQuery } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import type { SiloLayoutContext } from '~/api/siloRole'
import { FormFooter } from '~/forms/FormFooter'
import { NumberField } from '~/forms/NumberField'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { SelectField } from '~/forms/SelectField'
import { useSubmitErrors } from '~/forms/useSubmitErrors'
import { loadQueries } from '~/routing'
import { DocsLink } from '~/ui/DocsLink'
import { PageHeader } from '~/ui/PageHeader'
import { PropertyList } from '~/ui/PropertyList'
import { addToast } from '~/ui/Toast'
import { describeLifetime, MAX_SECONDS, splitLifetime, type Unit, UNITS, unitSeconds } from './lifetime'

const authSettingsQuery = apiq('authSettingsView', {})

export const authSettingsLoader = loadQueries(() => [authSettingsQuery])

type Values = { limit: 'none' | 'limited'; amount: number | ''; unit: Unit }

const LIMIT_OPTIONS = [
  { value: 'none', label: 'No limit', description: 'Tokens last until they are revoked' },
  { value: 'limited', label: 'Limit to', description: 'Tokens expire after this long' },
] as const

function valuesOf(settings: SiloAuthSettings): Values {
  const seconds = settings.deviceTokenMaxTtlSeconds
  if (seconds == null) return { limit: 'none', amount: 8, unit: 'hours' }
  return { limit: 'limited', ...splitLifetime(seconds) }
}

/** Settings of how the silo's users sign in: for now, how long a device (CLI) token may live. */
export function AuthSettingsPage() {
  const settings = usePrefetchedQuery(authSettingsQuery).data
  const admin = useOutletContext<SiloLayoutContext>().siloRole === 'admin'
  return (
    <>
      <PageHeader
        title="Authentication"
        description={
          <>
            How the silo’s users sign in. <DocsLink topic="authSettings" />
          </>
        }
      />
      <PropertyList items={[['Device token maximum lifetime', describeLifetime(settings.deviceTokenMaxTtlSeconds)]]} />
      {admin ? (
        <LifetimeForm settings={settings} />
      ) : (
        <p className="mt-6 text-ink-muted">Only the silo’s admins can change these settings.</p>
      )}
    </>
  )
}

function LifetimeForm({ settings }: { settings: SiloAuthSettings }) {
  const form = useForm<Values>({ defaultValues: valuesOf(settings), mode: 'onChange' })
  const update = useApiMutation('authSettingsUpdate', {
    onSuccess: async (saved) => {
      form.reset(valuesOf(saved))
      await invalidate('authSettingsView')
      addToast({ title: 'Authentication settings saved', content: describeLifetime(saved.deviceTokenMaxTtlSeconds) })
    },
  })
  const { errors, formRef, onSubmit } = useSubmitErrors(form, update.error, ({ limit, amount, unit }) =>
    update.mutate({
      body: { deviceTokenMaxTtlSeconds: limit === 'none' ? null : Number(amount) * unitSeconds(unit) },
    }),
  )
  const limited = form.watch('limit') === 'limited'
  const unit = form.watch('unit')
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-8 max-w-xl" aria-labelledby="lifetime-heading">
      <h2 id="lifetime-heading" className="text-lg font-semibold">
        Device token lifetime
      </h2>
      <p className="mt-1 mb-4 text-[13px] text-ink-muted">
        The longest a token made by signing in on a device (such as the CLI) may live. Tokens already made keep their
        expiry.
      </p>
      <RadioGroupField control={form.control} name="limit" label="Maximum lifetime" options={LIMIT_OPTIONS} />
      {limited && (
        <div className="mt-4 flex gap-3">
          <div className="w-48">
            <NumberField
              // the largest whole amount of the chosen unit the API's uint32 of seconds holds
              key={unit}
              control={form.control}
              name="amount"
              label="Lifetime"
              min={1}
              max={Math.floor(MAX_SECONDS / unitSeconds(unit))}
              unit={unit}
            />
          </div>
          <div className="w-40">
            <SelectField
              control={form.control}
              name="unit"
              label="Unit"
              options={UNITS.map(({ value, label }) => ({ value, label }))}
              deps={['amount']}
            />
          </div>
        </div>
      )}
      <div className="mt-6">
        <FormFooter
          errors={errors}
          submitLabel="Save"
          loading={update.isPending}
          dirty={form.formState.isDirty}
          back={{ label: 'Reset', onClick: () => form.reset(valuesOf(settings)) }}
        />
      </div>
    </form>
  )
}
