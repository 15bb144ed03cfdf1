// Building blocks of the editor's lists: the added items as removable chips, and the
// draft inputs an item is typed into before it is added.
import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { useController, type Control } from 'react-hook-form'
import { describedBy, FieldFrame } from '~/forms/FieldFrame'
import { inputClass } from '~/forms/FieldFrame'
import { Button } from '~/ui/Button'
import type { RuleValues } from './ruleForm'

type DraftName =
  'targetType' | 'targetValue' | 'hostType' | 'hostValue' | 'protocolType' | 'icmpType' | 'icmpCode' | 'port'
type Validate = (value: string, values: RuleValues) => string | undefined

/** A group of the form: a title read as the name of every field inside it. */
export function ListSection({
  title,
  description,
  children,
}: {
  title: string
  description: ReactNode
  children: ReactNode
}) {
  return (
    <fieldset className="mb-6 border-t border-line pt-4">
      <legend className="pr-2 text-base font-semibold">{title}</legend>
      <p className="mb-3 text-[13px] text-ink-muted">{description}</p>
      {children}
    </fieldset>
  )
}

/** The items added so far, each with a button that removes it. */
export function Chips({
  label,
  empty,
  items,
  onRemove,
  error,
}: {
  label: string
  empty: string
  items: { key: string; text: string; content: ReactNode }[]
  onRemove: (index: number) => void
  error?: string
}) {
  return (
    <div className="mb-3">
      {items.length === 0 ? (
        <p className="text-[13px] text-ink-faint">{empty}</p>
      ) : (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {items.map((item, i) => (
            <li
              key={item.key}
              className="inline-flex items-center gap-1 rounded border border-line-strong bg-raised py-0.5 pr-0.5 pl-2 text-[13px]"
            >
              {item.content}
              <button
                type="button"
                aria-label={`Remove ${item.text}`}
                onClick={() => onRemove(i)}
                className="rounded px-1.5 leading-none text-ink-muted hover:bg-line hover:text-ink"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-1.5 text-[13px] text-danger">{error}</p>}
    </div>
  )
}

type DraftProps = {
  control: Control<RuleValues>
  name: DraftName
  label: string
  validate?: Validate
  /** fields whose rules depend on this one */
  deps?: DraftName[]
  description?: string
}

/** A text input whose item is added with Enter or the Add button; suggestions optional. */
export function DraftInput({
  control,
  name,
  label,
  validate,
  deps,
  description,
  placeholder,
  suggestions = [],
  onEnter,
}: DraftProps & {
  placeholder?: string
  suggestions?: string[]
  onEnter: () => void
}) {
  const id = useId()
  const listId = `${id}-suggestions`
  const {
    field,
    fieldState: { error },
  } = useController({
    control,
    name,
    rules: { validate: (v, values) => validate?.(String(v ?? ''), values) ?? true, deps },
  })
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter adds the item here; it must not save the whole form
    if (e.key === 'Enter') {
      e.preventDefault()
      onEnter()
    }
  }
  return (
    <FieldFrame id={id} label={label} description={description} error={error?.message}>
      <input
        id={id}
        name={field.name}
        ref={field.ref}
        value={String(field.value ?? '')}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoComplete="off"
        list={suggestions.length ? listId : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error?.message)}
        className={inputClass(!!error)}
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

/** A native select among the draft inputs. */
export function DraftSelect({
  control,
  name,
  label,
  options,
  validate,
  deps,
  description,
}: DraftProps & { options: { value: string; label: string }[] }) {
  const id = useId()
  const {
    field,
    fieldState: { error },
  } = useController({
    control,
    name,
    rules: { validate: (v, values) => validate?.(String(v ?? ''), values) ?? true, deps },
  })
  return (
    <FieldFrame id={id} label={label} description={description} error={error?.message}>
      <select
        id={id}
        name={field.name}
        ref={field.ref}
        value={String(field.value ?? '')}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error?.message)}
        className={inputClass(!!error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} className="-mt-2 mb-2">
      {children}
    </Button>
  )
}
