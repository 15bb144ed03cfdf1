// A form's list of like items (a lot's blocks, a silo's certificates, a link's VLAN
// interfaces), each with its remove button and, after them, the button that adds one.
import type { ReactNode } from 'react'
import {
  useFieldArray,
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { Button } from '~/ui/Button'

/**
 * One item's field, bound to the form and its place in the list: spread on a field
 * component, `<TextField {...field('address')} label="Address" />`, or given to `useWatch`.
 */
export type ItemField<T extends FieldValues, N extends FieldArrayPath<T>> = <K extends keyof FieldArray<T, N> & string>(
  key: K,
) => { control: Control<T>; name: FieldPath<T> }

type Props<T extends FieldValues, N extends FieldArrayPath<T>> = {
  control: Control<T>
  name: N
  /**
   * What one item is, as in a sentence: "block" gives the legend "Block 1", the buttons
   * "Remove block 1" and "Add block".
   */
  noun: string
  newItem: () => FieldArray<T, N>
  /** the fields of item `i` */
  children: (i: number, field: ItemField<T, N>) => ReactNode
  /**
   * `box`: each item a group of its own under its legend; `inline`: an item of one field
   * (which names itself) with its remove button beside it.
   */
  layout?: 'box' | 'inline'
  /** a box's fields side by side, two to a row */
  columns?: boolean
  /** how many items the list keeps: the remove buttons show only while there are more */
  keep?: number
  /** set when no more items can be added: why, said under the disabled add button */
  full?: string
}

export function FieldList<T extends FieldValues, N extends FieldArrayPath<T>>({
  control,
  name,
  noun,
  newItem,
  children,
  layout = 'box',
  columns = false,
  keep = 0,
  full,
}: Props<T, N>) {
  const { fields, append, remove } = useFieldArray({ control, name })
  const removable = fields.length > keep
  return (
    <>
      {fields.map((item, i) => {
        const label = `${noun} ${i + 1}`
        // the path is the list's own with the item's index and a key of its items
        const field: ItemField<T, N> = (key) => ({ control, name: `${name}.${i}.${key}` as FieldPath<T> })
        const fieldsOfItem = children(i, field)
        const removeButton = removable && (
          <Button
            variant="secondary"
            size="sm"
            className={layout === 'inline' ? 'mt-7' : undefined}
            onClick={() => remove(i)}
          >
            Remove {label}
          </Button>
        )
        if (layout === 'inline')
          return (
            <div key={item.id} className="flex items-start gap-2">
              <div className="grow">{fieldsOfItem}</div>
              {removeButton}
            </div>
          )
        return (
          <fieldset key={item.id} className="mb-4 rounded-md border border-line p-4">
            <legend className="px-1 font-medium">{label.charAt(0).toUpperCase() + label.slice(1)}</legend>
            {columns ? <div className="grid gap-x-4 sm:grid-cols-2">{fieldsOfItem}</div> : fieldsOfItem}
            {removeButton}
          </fieldset>
        )
      })}
      <Button variant="secondary" disabled={!!full} onClick={() => append(newItem())}>
        Add {noun}
      </Button>
      {full && <p className="mt-2 text-[13px] text-ink-muted">{full}</p>}
    </>
  )
}
