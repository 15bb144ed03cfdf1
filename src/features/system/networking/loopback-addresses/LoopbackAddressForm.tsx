import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { apiCall } from '~/api/apiCall'
import { usePrefetchedQuery } from '~/api/client'
import { CheckboxField } from '~/forms/CheckboxField'
import { DialogForm } from '~/forms/DialogForm'
import { NumberField } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { useSuggestedValue } from '~/forms/useSuggestedValue'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { PropertyList } from '~/ui/PropertyList'
import { validateIp } from '~/util/ip'
import { blockRange, inBlock } from '../address-lots/blocks'
import { KIND_TEXT } from '../address-lots/lotActions'
import { allLotsQuery, lotBlocksQuery } from '../address-lots/queries'
import { SwitchField } from '../switches'
import { netPb } from '../paths'
import { racksQuery } from '~/features/system/inventory/queries'

type Values = {
  addressLot: string
  rackId: string
  switchLocation: string
  address: string
  mask: number | ''
  anycast: boolean
}

export const loopbackAddressFormLoader = loadQueries(() => [allLotsQuery, racksQuery])

const isV6 = (address: string) => !validateIp(address) && address.includes(':')

/** `loopback-addresses-new`: an address from a lot's block, on one switch of a rack. */
export function LoopbackAddressForm() {
  const close = useCloseTo(netPb.loopbackAddresses())
  const lots = usePrefetchedQuery(allLotsQuery).data.items
  const racks = usePrefetchedQuery(racksQuery).data.items
  const form = useForm<Values>({
    defaultValues: {
      // infrastructure lots are the ones meant for switch addresses
      addressLot: lots.find((l) => l.kind === 'infra')?.name ?? '',
      // a rack of its own is the usual case: nothing to choose
      rackId: racks.length === 1 ? racks[0].id : '',
      switchLocation: 'switch0',
      address: '',
      mask: 32,
      anycast: false,
    },
    mode: 'onChange',
  })
  const lot = form.watch('addressLot')
  const address = form.watch('address')
  const blocks = useQuery({ ...lotBlocksQuery(lot), enabled: !!lot }).data?.items
  useSuggestedValue(form, 'mask', isV6(address) ? 128 : 32)

  /** The address, and that it lies in a block of the chosen lot (once its blocks are known). */
  const validateAddress = (value: string) => {
    const bad = validateIp(value)
    if (bad || !blocks) return bad
    if (blocks.some((b) => inBlock(value, b))) return undefined
    return blocks.length === 0
      ? `Lot ${lot} has no blocks`
      : `Not in a block of ${lot} (${blocks.map(blockRange).join(', ')})`
  }

  return (
    <DialogForm
      title="Create loopback address"
      form={form}
      call={(v) =>
        apiCall('networkingLoopbackAddressCreate', { body: { ...v, address: v.address.trim(), mask: Number(v.mask) } })
      }
      refresh={['networkingLoopbackAddressList']}
      leave={close}
      done={(created) => ({
        title: 'Loopback address created',
        content: `${created.address} on ${created.switchLocation}`,
      })}
    >
      <SelectField
        control={form.control}
        name="addressLot"
        label="Address lot"
        required
        placeholder="Choose a lot"
        options={lots.map((l) => ({ value: l.name, label: `${l.name} (${KIND_TEXT[l.kind]})` }))}
        deps={['address']}
        description={blocks?.length ? `Blocks: ${blocks.map(blockRange).join(', ')}` : undefined}
      />
      {racks.length === 1 ? (
        <div className="mb-5">
          <PropertyList items={[['Rack', <span className="font-mono text-[13px]">{racks[0].id}</span>]]} />
        </div>
      ) : (
        <SelectField
          control={form.control}
          name="rackId"
          label="Rack"
          required
          placeholder="Choose a rack"
          options={racks.map((r) => ({ value: r.id, label: r.id }))}
        />
      )}
      <SwitchField control={form.control} name="switchLocation" />
      <TextField
        control={form.control}
        name="address"
        label="Address"
        required
        validate={validateAddress}
        autoFocus
        description="An address from a block of the lot, for example 10.255.0.3"
      />
      <NumberField
        control={form.control}
        name="mask"
        label="Prefix length"
        min={0}
        max={isV6(address) ? 128 : 32}
        description="32 (IPv4) or 128 (IPv6) for a single address"
      />
      <CheckboxField
        control={form.control}
        name="anycast"
        label="Anycast: the same address may also be configured on the other switch"
      />
    </DialogForm>
  )
}
