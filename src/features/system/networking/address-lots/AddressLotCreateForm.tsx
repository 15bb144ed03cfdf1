import { useEffect } from 'react'
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import type { AddressLotKind } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { ResourceForm } from '~/forms/ResourceForm'
import { TextField } from '~/forms/TextField'
import { validateUniqueItems } from '~/forms/validators'
import { useLeaveToNew } from '~/table/overList'
import { Button } from '~/ui/Button'
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
function BlockFields({
  form,
  i,
  count,
  remove,
}: {
  form: UseFormReturn<Values>
  i: number
  count: number
  remove: () => void
}) {
  const first = useWatch({ control: form.control, name: `blocks.${i}.first` })
  useEffect(() => {
    if (form.getValues(`blocks.${i}.last`)) void form.trigger(`blocks.${i}.last`)
  }, [first, i, form])
  return (
    <fieldset className="mb-4 rounded-md border border-line p-4">
      <legend className="px-1 font-medium">Block {i + 1}</legend>
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
      {count > 1 && (
        <Button variant="secondary" size="sm" onClick={remove}>
          Remove block {i + 1}
        </Button>
      )}
    </fieldset>
  )
}

/** `address-lots-new`: a lot and its blocks; a new lot opens its page. */
export function AddressLotCreateForm() {
  const leave = useLeaveToNew(netPb.addressLots(), (addressLot) => netPb.addressLot({ addressLot }))
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', kind: 'infra', blocks: [{ first: '', last: '' }] },
    mode: 'onChange',
  })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'blocks' })
  const save = ({ blocks, ...lot }: Values) =>
    callApi('networkingAddressLotCreate', {
      body: { ...lot, blocks: blocks.map((b) => ({ firstAddress: b.first.trim(), lastAddress: b.last.trim() })) },
    }).then((created) => created.lot)
  return (
    <ResourceForm
      kind="address lot"
      editing={false}
      form={form}
      save={save}
      refresh={['networkingAddressLotList', 'networkingAddressLotBlockList']}
      leave={leave}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <RadioGroupField control={form.control} name="kind" label="Kind" options={KINDS} variant="cards" />
      <h2 className="mb-1 font-medium">Blocks</h2>
      <p className="mb-3 text-[13px] text-ink-muted">
        Each block is a range of addresses of one family, both ends included, the first not after the last.
      </p>
      {fields.map((field, i) => (
        <BlockFields key={field.id} form={form} i={i} count={fields.length} remove={() => remove(i)} />
      ))}
      <Button variant="secondary" onClick={() => append({ first: '', last: '' })}>
        Add block
      </Button>
    </ResourceForm>
  )
}
