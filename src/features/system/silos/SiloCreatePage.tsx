import { useForm, type UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { invalidate } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { CheckboxField, CheckboxGroupField } from '~/forms/CheckboxField'
import { FieldList } from '~/forms/FieldList'
import { submitTo } from '~/forms/formShell'
import { FormSection, FullPageForm } from '~/forms/FullPageForm'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { NumberField } from '~/forms/NumberField'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { TextField } from '~/forms/TextField'
import { validateName } from '~/forms/validators'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { DocsLink } from '~/ui/DocsLink'
import { addToast } from '~/ui/Toast'
import { formatBytes, GiB } from '~/util/bytes'
import { PemFileField } from './PemFileField'
import { QUOTA_PRESETS, SILO_DEFAULTS, SILO_ROLES, siloCreateBody, type SiloValues } from './siloCreate'

const presetText = ({ cpus, memoryGib, storageGib }: (typeof QUOTA_PRESETS)['small']) =>
  `${cpus} vCPUs, ${formatBytes(memoryGib * GiB)} memory, ${formatBytes(storageGib * GiB)} storage`

const PRESET_OPTIONS = [
  { value: 'small', label: 'Small', description: presetText(QUOTA_PRESETS.small) },
  { value: 'medium', label: 'Medium', description: presetText(QUOTA_PRESETS.medium) },
  { value: 'large', label: 'Large', description: presetText(QUOTA_PRESETS.large) },
  { value: 'custom', label: 'Custom', description: 'Set each amount' },
] as const

const FLEET_ROLE_OPTIONS = [
  { value: 'viewer', label: 'Fleet viewer' },
  { value: 'collaborator', label: 'Fleet collaborator' },
  { value: 'admin', label: 'Fleet admin' },
]

function CertificatesSection({ form }: { form: UseFormReturn<SiloValues> }) {
  return (
    <FormSection
      title="TLS certificates"
      description="Certificates for the silo's console and API endpoints, valid for its DNS name: each a PEM certificate chain with its PEM private key."
    >
      <FieldList
        control={form.control}
        name="certificates"
        noun="certificate"
        newItem={() => ({ name: '', cert: null, key: null })}
      >
        {(_, field) => (
          <>
            <TextField {...field('name')} label="Certificate name" required validate={validateName} />
            <PemFileField {...field('cert')} label="Certificate file" kind="certificate" />
            <PemFileField {...field('key')} label="Private key file" kind="key" />
          </>
        )}
      </FieldList>
    </FormSection>
  )
}

function QuotasSection({ form }: { form: UseFormReturn<SiloValues> }) {
  const preset = form.watch('preset')
  return (
    <FormSection
      title="Quotas"
      description={
        <>
          The most the silo's running instances may hold, and its disks and snapshots may take.{' '}
          <DocsLink topic="quotas" />
        </>
      }
    >
      <RadioGroupField
        control={form.control}
        name="preset"
        label="Quota preset"
        labelHidden
        variant="cards"
        options={PRESET_OPTIONS}
      />
      {preset === 'custom' && (
        <div className="grid grid-cols-3 gap-4">
          <NumberField control={form.control} name="cpus" label="vCPUs" min={0} max={100_000} />
          <NumberField control={form.control} name="memoryGib" label="Memory" unit="GiB" min={0} max={1_000_000} />
          <NumberField control={form.control} name="storageGib" label="Storage" unit="GiB" min={0} max={10_000_000} />
        </div>
      )}
    </FormSection>
  )
}

/** Creating a silo: the whole create body, on a page of its own. */
export function SiloCreatePage() {
  const navigate = useNavigate()
  const form = useForm<SiloValues>({ mode: 'onChange', defaultValues: SILO_DEFAULTS })
  const create = useApiMutation('siloCreate', {
    onSuccess: async (silo) => {
      await invalidate('siloList')
      addToast({ title: 'Silo created', content: silo.name })
      navigate(sysPb.silo({ silo: silo.name }))
    },
  })
  const saml = form.watch('identityMode') === 'saml_jit'
  return (
    <FullPageForm
      title="Create silo"
      form={form}
      {...submitTo(create, { variables: (v: SiloValues) => siloCreateBody(v).then((body) => ({ body })) })}
      onCancel={() => navigate(pb.silos())}
      submitLabel="Create silo"
    >
      <FormSection title="Silo">
        <NameAndDescriptionFields control={form.control} autoFocus />
        <CheckboxField control={form.control} name="discoverable" label="Discoverable (listed among the silos)" />
        <RadioGroupField
          control={form.control}
          name="identityMode"
          label="Identity mode"
          variant="cards"
          options={[
            { value: 'local_only', label: 'Local only', description: 'Users and passwords are kept by the silo' },
            { value: 'saml_jit', label: 'SAML', description: 'Users sign in through a SAML identity provider' },
          ]}
        />
        <TextField
          control={form.control}
          name="adminGroupName"
          label="Admin group name"
          description={
            saml
              ? 'A group made silo admin. The identity provider must send it in the group attribute for its members to be admins.'
              : 'A group made silo admin, to which local users can be added.'
          }
        />
      </FormSection>
      <QuotasSection form={form} />
      <CertificatesSection form={form} />
      <FormSection
        title="Fleet roles"
        description="Holders of a silo role can be given fleet roles too. Leave empty to confer none."
      >
        {SILO_ROLES.map((role) => (
          <CheckboxGroupField
            key={role}
            control={form.control}
            name={`fleetRoles.${role}`}
            label={`Silo ${role}s get`}
            options={FLEET_ROLE_OPTIONS}
            emptyText=""
          />
        ))}
      </FormSection>
    </FullPageForm>
  )
}
