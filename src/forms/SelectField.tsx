import { useRef, useState } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { ALL_ITEMS } from '~/api/client'
import { FieldFrame, useFormField, type FieldProps } from './FieldFrame'
import type { PickByName } from './pickByName'

export type Option = { value: string; label: string }

type Props<T extends FieldValues> = FieldProps<T> & {
  options: Option[]
  required?: boolean
  /** the first, empty choice ("Choose a disk"); without it the select starts on an option */
  placeholder?: string
  /** said instead of the placeholder when there are no options ("No ready snapshots") */
  empty?: string
  /** the options are still loading: the placeholder says so */
  loading?: boolean
  /** a rule beyond `required`, which may read the rest of the form */
  validate?: (value: string, values: T) => string | undefined
  /** fields whose rules run again when this one changes */
  deps?: FieldPath<T>[]
  /** the options are only the list's first page: a name past it can be typed (./pickByName) */
  more?: PickByName
}

// the last option when `more` is given; a name cannot take this value (no capitals or spaces)
const BY_NAME = 'Another, by name'
// a name is looked up once the user stops typing for this long, not on every key
const LOOKUP_AFTER_MS = 250
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A native select: keyboard and screen-reader behaviour come with the platform. */
export function SelectField<T extends FieldValues>(props: Props<T>) {
  const { label, options, required, placeholder, empty, loading, validate, deps, more } = props
  const [byName, setByName] = useState(false)
  const typed = useRef('')
  // set while the user turns to "by name": the empty name is not judged before they could type
  // it (it is on submit). Judging it at once showed "is required" under the empty field, and
  // its removal after the name's lookup moved the page under a click.
  const choosingByName = useRef(false)
  // the name the last finished judgement was of: while a newer one waits for its pause and
  // lookup, a message about the name before ("There is no disk named disk-0100") is not shown
  const [judged, setJudged] = useState<string>()
  const judge = async (v: string, values: T) => {
    if (required && !v) return choosingByName.current || `${label} is required`
    if (more && v && !options.some((o) => o.value === v)) {
      await sleep(LOOKUP_AFTER_MS)
      // a later key is looked up instead; until then this value is not judged
      if (typed.current !== v) return undefined
      const refused = await more.check(v, `${label} name`)
      if (refused) return refused
    }
    return validate?.(v ?? '', values) ?? true
  }
  const { field, frame, input } = useFormField(
    props,
    {
      validate: async (v: string, values: T) => {
        const verdict = await judge(v, values)
        if (verdict === undefined) return true
        setJudged(v)
        return verdict
      },
      deps,
    },
    (value) => !byName || value === judged,
  )
  const first = loading ? 'Loading…' : (options.length === 0 && empty) || placeholder
  const nameId = `${frame.id}-name`
  return (
    <FieldFrame {...frame}>
      <select
        {...input}
        value={byName ? BY_NAME : (field.value ?? '')}
        onChange={(e) => {
          const chosen = e.target.value
          setByName(chosen === BY_NAME)
          typed.current = ''
          // react-hook-form calls the rule synchronously within onChange
          choosingByName.current = chosen === BY_NAME
          field.onChange(chosen === BY_NAME ? '' : chosen)
          choosingByName.current = false
        }}
      >
        {first !== undefined && <option value="">{first}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {more && <option value={BY_NAME}>{`Another ${more.noun}, by name…`}</option>}
      </select>
      {more && byName && (
        <div className="mt-3">
          <label htmlFor={nameId} className="mb-1 block text-[13px] font-medium">
            {`${label} name`}
          </label>
          <p id={`${nameId}-desc`} className="mb-1.5 text-[13px] text-ink-muted">
            {`The list is read from the first ${ALL_ITEMS.toLocaleString('en-US')} ${more.noun}s; any other is looked up by its name.`}
          </p>
          <input
            id={nameId}
            type="text"
            autoComplete="off"
            spellCheck={false}
            className={input.className}
            aria-invalid={input['aria-invalid']}
            aria-describedby={[`${nameId}-desc`, frame.error && `${frame.id}-err`].filter(Boolean).join(' ')}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => {
              typed.current = e.target.value.trim()
              field.onChange(typed.current)
            }}
          />
        </div>
      )}
    </FieldFrame>
  )
}
