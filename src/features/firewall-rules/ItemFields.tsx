// Building blocks of the editor's lists (targets, host filters, protocols, ports): the items
// added so far as removable chips, and the draft fields the next item is typed into before
// it is added. Every list adds, removes and checks its items the same way.
import type { KeyboardEvent, ReactNode } from 'react'
import type { Control, PathValue, UseFormReturn } from 'react-hook-form'
import { FieldFrame, useFormField } from '~/forms/FieldFrame'
import { validateUniqueItems } from '~/forms/validators'
import { Button } from '~/ui/Button'
import type { RuleValues } from './ruleForm'

type Form = UseFormReturn<RuleValues>
type ListName = 'targets' | 'hosts' | 'protocols' | 'ports'
type Item<N extends ListName> = RuleValues[N][number]
export type DraftName =
  'targetType' | 'targetValue' | 'hostType' | 'hostValue' | 'protocolType' | 'icmpType' | 'icmpCode' | 'port'

export type DraftListSpec<N extends ListName> = {
  list: N
  /** when two items are the same item */
  key: (item: Item<N>) => string
  /** the draft fields, checked and cleared on Add; the first takes the focus and the errors */
  draft: DraftName[]
  /** the item the draft fields describe, or undefined when nothing is typed */
  read: (values: RuleValues) => Item<N> | undefined
  /** said when Add is pressed with nothing typed */
  missing: string
  /** the group's title, read as the name of every field inside it */
  title: string
  description: ReactNode
  /** said when the list has no items */
  empty: string
  /** an item as a chip: its content, and its text for the remove button's name */
  chip: (item: Item<N>) => { text: string; content: ReactNode }
  addLabel: string
}

function useDraftList<N extends ListName>(form: Form, { list, key, draft, read, missing, title }: DraftListSpec<N>) {
  const { field, error } = useFormField(
    { control: form.control, name: list, label: title },
    {
      validate: (items: Item<N>[]) => validateUniqueItems(items, key) ?? true,
    },
  )
  const items = field.value as Item<N>[]
  const [main] = draft
  const setItems = (next: Item<N>[]) => {
    form.setValue(list, next as PathValue<RuleValues, N>, { shouldDirty: true, shouldValidate: true })
    // a duplicate typed in the draft may no longer be one
    if (form.getValues(main)) void form.trigger(main)
  }
  const add = async () => {
    if (!(await form.trigger(draft, { shouldFocus: true }))) return
    const item = read(form.getValues())
    if (item === undefined) return form.setError(main, { message: missing }, { shouldFocus: true })
    for (const name of draft) form.resetField(name)
    setItems([...items, item])
    form.setFocus(main)
  }
  const remove = (index: number) => {
    setItems(items.filter((_, i) => i !== index))
    form.setFocus(main)
  }
  return { items, add, remove, error }
}

/**
 * One list of the rule: a group whose title names every field inside it, the items added so
 * far, the draft fields (`children`, given the list's Add) and the Add button.
 */
export function DraftList<N extends ListName>({
  form,
  spec,
  children,
}: {
  form: Form
  spec: DraftListSpec<N>
  children: (add: () => void) => ReactNode
}) {
  const { title, description, empty, chip, addLabel } = spec
  const { items, add, remove, error } = useDraftList(form, spec)
  return (
    <fieldset className="mb-6 border-t border-line pt-4">
      <legend className="pr-2 text-base font-semibold">{title}</legend>
      <p className="mb-3 text-[13px] text-ink-muted">{description}</p>
      <div className="mb-3">
        {items.length === 0 ? (
          <p className="text-[13px] text-ink-faint">{empty}</p>
        ) : (
          <ul aria-label={title} className="flex flex-wrap gap-1.5">
            {items.map((item, i) => {
              const { text, content } = chip(item)
              return (
                <li
                  key={spec.key(item)}
                  className="inline-flex items-center gap-1 rounded border border-line-strong bg-raised py-0.5 pr-0.5 pl-2 text-[13px]"
                >
                  {content}
                  <button
                    type="button"
                    aria-label={`Remove ${text}`}
                    onClick={() => remove(i)}
                    className="rounded px-1.5 leading-none text-ink-muted hover:bg-line hover:text-ink"
                  >
                    ×
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        {error && <p className="mt-1.5 text-[13px] text-danger">{error}</p>}
      </div>
      {children(() => void add())}
      <Button variant="secondary" size="sm" onClick={() => void add()} className="-mt-2 mb-2">
        {addLabel}
      </Button>
    </fieldset>
  )
}

/** A draft text input: Enter adds its item rather than saving the form; suggestions optional. */
export function DraftInput({
  control,
  name,
  label,
  validate,
  deps,
  placeholder,
  suggestions = [],
  onEnter,
}: {
  control: Control<RuleValues>
  name: DraftName
  label: string
  validate: (value: string, values: RuleValues) => string | undefined
  /** fields whose rules depend on this one */
  deps?: DraftName[]
  placeholder?: string
  suggestions?: string[]
  onEnter: () => void
}) {
  const { field, frame, input } = useFormField(
    { control, name, label },
    {
      validate: (v: string, values: RuleValues) => validate(String(v ?? ''), values) ?? true,
      deps,
    },
  )
  const listId = `${frame.id}-suggestions`
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter adds the item here; it must not save the whole form
    if (e.key === 'Enter') {
      e.preventDefault()
      onEnter()
    }
  }
  return (
    <FieldFrame {...frame}>
      <input
        {...input}
        value={String(field.value ?? '')}
        onChange={field.onChange}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoComplete="off"
        list={suggestions.length ? listId : undefined}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </FieldFrame>
  )
}
