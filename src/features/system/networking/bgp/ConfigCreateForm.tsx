import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { byName } from '~/features/instances/options'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { NumberField } from '~/forms/NumberField'
import { ResourceForm } from '~/forms/ResourceForm'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateName } from '~/forms/validators'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { netPb } from '../paths'
import { announceSetsQuery } from './queries'

type Values = { name: string; description: string; asn: number | ''; announceSet: string; vrf: string }

/** ASNs are unsigned 32-bit numbers; 0 is reserved and no router may use it. */
const MAX_ASN = 4294967295

export const configCreateLoader = loadQueries(() => [announceSetsQuery])

/** `bgp/configs-new`: a config for one ASN announcing one set; back to the list once made. */
export function ConfigCreateForm() {
  const close = useCloseTo(netPb.bgpConfigs())
  const { data: sets } = usePrefetchedQuery(announceSetsQuery)
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', asn: '', announceSet: '', vrf: '' },
    mode: 'onChange',
  })
  const call = ({ asn, announceSet, vrf, ...rest }: Values) =>
    apiCall('networkingBgpConfigCreate', {
      body: { ...rest, asn: Number(asn), bgpAnnounceSetId: announceSet, vrf: vrf.trim() || null },
    })
  return (
    <ResourceForm
      kind="BGP config"
      editing={false}
      form={form}
      call={call}
      refresh={['networkingBgpConfigList']}
      leave={close}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <NumberField
        control={form.control}
        name="asn"
        label="ASN"
        min={1}
        max={MAX_ASN}
        description="The rack’s autonomous system number, 1 to 4294967295; the rack has one config per ASN. Private ASNs are 64512–65534 and 4200000000–4294967294."
      />
      {sets.length === 0 && (
        <p className="mb-2 text-ink-muted">
          There are no announce sets yet:{' '}
          <Link to={netPb.announceSetsNew()} className="underline">
            create one
          </Link>{' '}
          first.
        </p>
      )}
      <SelectField
        control={form.control}
        name="announceSet"
        label="Announce set"
        required
        placeholder="Choose a set"
        options={sets.map(byName)}
        description="The networks the switches announce to their peers."
      />
      <TextField
        control={form.control}
        name="vrf"
        label="VRF"
        validate={(v) => validateName(v.trim(), 'VRF', false)}
        description="The virtual routing and forwarding instance the sessions run in; leave empty for the default."
      />
    </ResourceForm>
  )
}
