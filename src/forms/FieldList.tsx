// A form's list of like items (a lot's blocks, a silo's certificates, a link's VLAN
// interfaces), each with its remove button and, after them, the button that adds one.
import type { ReactNode } from 'react'
import {
  useFieldArray,
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldArrayWithId,
  type FieldValues,
} from 'react-hook-form'
import { Button } from '~/ui/Button'

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
  children: (i: number, item: FieldArrayWithId<T, N>) => ReactNode
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
      {fields.map((field, i) => {
        const item = `${noun} ${i + 1}`
        const removeButton = removable && (
          <Button
            variant="secondary"
            size="sm"
            className={layout === 'inline' ? 'mt-7' : undefined}
            onClick={() => remove(i)}
          >
            Remove {item}
          </Button>
        )
        if (layout === 'inline')
          return (
            <div key={field.id} className="flex items-start gap-2">
              <div className="grow">{children(i, field)}</div>
              {removeButton}
            </div>
          )
        return (
          <fieldset key={field.id} className="mb-4 rounded-md border border-line p-4">
            <legend className="px-1 font-medium">{item.charAt(0).toUpperCase() + item.slice(1)}</legend>
            {columns ? <div className="grid gap-x-4 sm:grid-cols-2">{children(i, field)}</div> : children(i, field)}
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
