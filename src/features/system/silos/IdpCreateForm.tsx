import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import type { SamlIdentityProviderCreate } from '~/api/__generated__/Api'
import { invalidate } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { FileField } from '~/forms/FileField'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { useSuggestedValue } from '~/forms/useSuggestedValue'
import { useRouteParams } from '~/params'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { useCloseTo } from '~/table/overList'
import { addToast } from '~/ui/Toast'
import { base64OfText, pemToBase64Der, samlMetadataProblem } from './keyFiles'
import { PemFileField } from './PemFileField'
import { validateEmail, validateUrl } from './samlFields'

type Values = {
  name: string
  description: string
  metadataSource: 'url' | 'file'
  metadataUrl: string
  metadataFile: File | null
  idpEntityId: string
  spClientId: string
  acsUrl: string
  sloUrl: string
  technicalContactEmail: string
  signingCert: File | null
  signingKey: File | null
  groupAttributeName: string
}

/** The body, with the files read: metadata as base64 XML, the key pair as base64 DER. */
async function toBody(v: Values): Promise<SamlIdentityProviderCreate> {
  const source =
    v.metadataSource === 'url'
      ? { type: 'url' as const, url: v.metadataUrl }
      : { type: 'base64_encoded_xml' as const, data: base64OfText((await v.metadataFile?.text()) ?? '') }
  const keypair =
    v.signingCert && v.signingKey
      ? {
          publicCert: pemToBase64Der(await v.signingCert.text()),
          privateKey: pemToBase64Der(await v.signingKey.text()),
        }
      : null
  return {
    name: v.name,
    description: v.description,
    idpMetadataSource: source,
    idpEntityId: v.idpEntityId,
    spClientId: v.spClientId,
    acsUrl: v.acsUrl,
    sloUrl: v.sloUrl,
    technicalContactEmail: v.technicalContactEmail,
    signingKeypair: keypair,
    groupAttributeName: v.groupAttributeName.trim() || null,
  }
}

/** Adding a SAML identity provider to a SAML silo; opens over the silo's page. */
export function IdpCreateForm() {
  const p = useRouteParams()
  const close = useCloseTo(sysPb.silo(p))
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: {
      name: '',
      description: '',
      metadataSource: 'url',
      metadataUrl: '',
      metadataFile: null,
      idpEntityId: '',
      spClientId: '',
      acsUrl: '',
      sloUrl: '',
      technicalContactEmail: '',
      signingCert: null,
      signingKey: null,
      groupAttributeName: '',
    },
  })
  // where this console takes the provider's answer: its own sign-in path for the provider
  const name = form.watch('name')
  useSuggestedValue(
    form,
    'acsUrl',
    name ? `${window.location.origin}${pb.samlLogin({ silo: p.silo, provider: name })}` : '',
  )
  const fromUrl = form.watch('metadataSource') === 'url'
  const create = useApiMutation('samlIdentityProviderCreate', {
    onSuccess: async (idp) => {
      await invalidate('siloIdentityProviderList')
      addToast({ title: 'Identity provider created', content: idp.name })
      close()
    },
  })
  const submit = (v: Values) => {
    // the key pair is optional, but half of one cannot sign anything
    if (!v.signingCert !== !v.signingKey) {
      const missing = v.signingCert ? 'signingKey' : 'signingCert'
      form.setError(missing, { message: 'Choose both files of the signing key pair, or neither' })
      return
    }
    void toBody(v).then((body) => create.mutate({ query: { silo: p.silo }, body }))
  }
  const urlField = (name: 'metadataUrl' | 'acsUrl' | 'sloUrl', label: string, description?: string) => (
    <TextField
      control={form.control}
      name={name}
      label={label}
      required
      description={description}
      validate={(v) => validateUrl(v, label)}
    />
  )
  return (
    <SideModalForm
      title="Create SAML identity provider"
      form={form}
      onDismiss={close}
      onSubmit={submit}
      request={(v) =>
        toBody(v).then((body) => apiCall('samlIdentityProviderCreate', { query: { silo: p.silo }, body }))
      }
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create identity provider"
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <RadioGroupField
        control={form.control}
        name="metadataSource"
        label="Identity provider metadata"
        options={[
          { value: 'url', label: 'From a URL' },
          { value: 'file', label: 'Upload an XML file' },
        ]}
      />
      {fromUrl ? (
        urlField('metadataUrl', 'Metadata URL')
      ) : (
        <FileField
          control={form.control}
          name="metadataFile"
          label="Metadata file"
          accept=".xml,application/xml,text/xml"
          validate={async (file) => samlMetadataProblem(await file.text())}
        />
      )}
      <TextField control={form.control} name="idpEntityId" label="IdP entity ID" required />
      <TextField control={form.control} name="spClientId" label="SP client ID" required />
      {urlField(
        'acsUrl',
        'ACS URL',
        "Where the identity provider sends its answer: this silo's sign-in path for the provider.",
      )}
      {urlField('sloUrl', 'SLO URL')}
      <TextField
        control={form.control}
        name="technicalContactEmail"
        label="Technical contact email"
        required
        validate={validateEmail}
      />
      <PemFileField
        control={form.control}
        name="signingCert"
        label="Signing certificate"
        kind="certificate"
        required={false}
        description="PEM files of the key pair that signs requests to the identity provider; both or neither."
      />
      <PemFileField control={form.control} name="signingKey" label="Signing private key" kind="key" required={false} />
      <TextField
        control={form.control}
        name="groupAttributeName"
        label="Group attribute name"
        description="The SAML attribute listing a user's groups; without it, users get no groups."
      />
    </SideModalForm>
  )
}
