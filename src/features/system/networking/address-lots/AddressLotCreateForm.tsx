import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import type { AddressLotKind } from '~/api/__generated__/Api'
import { apiCall } from '~/api/apiCall'
import { callApi } from '~/api/client'
import { FieldList } from '~/forms/FieldList'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { useRecheck } from '~/forms/recheck'
import { ResourceForm } from '~/forms/ResourceForm'
import { TextField } from '~/forms/TextField'
import { validateUniqueItems } from '~/forms/validators'
import { useLeaveToNew } from '~/table/overList'
import { validateFirst, validateLast } from '../../ip-pools/rangeRules'
import { netPb } from '../paths'
import { KIND_HELP, KIND_TEXT } from './lotActions'

type Block = { first: string; last: string }
type Values = { name: string; description: string; kind: AddressLotKind; blocks: Block[] }

const KINDS = (['infra', 'pool'] as const).map((value) => ({
  value,
  label: KIND_TEXT[value],
  description: KIND_HELP[value],
}))

/** The same block listed twice; only the later one says so. */
const repeated = (blocks: Block[], i: number) =>
  validateUniqueItems(blocks.slice(0, i + 1).map((b) => `${b.first.trim()}-${b.last.trim()}`))

/** One block's two addresses; the last is checked again when the first changes. */
function BlockFields({ form, i }: { form: UseFormReturn<Values>; i: number }) {
  const first = useWatch({ control: form.control, name: `blocks.${i}.first` })
  useRecheck(form, `blocks.${i}.last`, first)
  return (
    <>
      <TextField
        control={form.control}
        name={`blocks.${i}.first`}
        label="First address"
        required
        validate={validateFirst}
        description="For example 172.20.26.1 or fd00:99::1"
      />
      <TextField
        control={form.control}
        name={`blocks.${i}.last`}
        label="Last address"
        required
        validate={(last) => validateLast(last, form.getValues(`blocks.${i}`)) ?? repeated(form.getValues('blocks'), i)}
        description="Included in the block"
      />
    </>
  )
}

/** `address-lots-new`: a lot and its blocks; a new lot opens its page. */
export function AddressLotCreateForm() {
  const leave = useLeaveToNew(netPb.addressLots(), (addressLot) => netPb.addressLot({ addressLot }))
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', kind: 'infra', blocks: [{ first: '', last: '' }] },
    mode: 'onChange',
  })
  const create = ({ blocks, ...lot }: Values) =>
    apiCall('networkingAddressLotCreate', {
      body: { ...lot, blocks: blocks.map((b) => ({ firstAddress: b.first.trim(), lastAddress: b.last.trim() })) },
    })
  // the answer holds the lot and its blocks; the form leaves to the lot
  const save = (values: Values) => {
    const { operation, params } = create(values)
    return callApi(operation, params).then((created) => created.lot)
  }
  return (
    <ResourceForm
      kind="address lot"
      editing={false}
      form={form}
      save={save}
      call={create}
      refresh={['networkingAddressLotList', 'networkingAddressLotBlockList']}
      leave={leave}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <RadioGroupField control={form.control} name="kind" label="Kind" options={KINDS} variant="cards" />
      <h2 className="mb-1 font-medium">Blocks</h2>
      <p className="mb-3 text-[13px] text-ink-muted">
        Each block is a range of addresses of one family, both ends included, the first not after the last.
      </p>
      <FieldList control={form.control} name="blocks" noun="block" keep={1} newItem={() => ({ first: '', last: '' })}>
        {(i) => <BlockFields form={form} i={i} />}
      </FieldList>
    </ResourceForm>
  )
}
