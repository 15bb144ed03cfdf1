import { useRef, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FieldFrame, optionalSuffix, useFormField, type FieldProps } from '~/forms/FieldFrame'
import { cn } from '~/ui/cn'
import { formatBytes } from '~/util/bytes'

const article = (label: string) => (/^[aeiou]/i.test(label) ? 'an' : 'a')

type Props<T extends FieldValues> = FieldProps<T> & {
  /** a message when the file cannot be used; may look at its contents */
  validate?: (file: File) => string | undefined | Promise<string | undefined>
  /** a line under the chosen file, e.g. what it will take */
  summary?: (file: File) => string
  disabled?: boolean
  /** when false the field may stay empty; then `validate` runs only on a chosen file */
  required?: boolean
  /** what the file picker offers first, e.g. ".pem,.crt" */
  accept?: string
}

/**
 * A file picker that is a real file input (label, keyboard, screen readers, and tests'
 * setInputFiles all work as usual) inside a zone that also takes a dropped file.
 */
export function FileField<T extends FieldValues>(props: Props<T>) {
  const { label, validate, summary, disabled, required = true, accept } = props
  const inputRef = useRef<HTMLInputElement | null>(null)
  const [dragging, setDragging] = useState(false)
  const { field, frame, input, error } = useFormField(props, {
    validate: async (file: File | null) => {
      if (!file) return required ? `Choose ${article(label)} ${label.toLowerCase()} to upload` : true
      return (await validate?.(file)) ?? true
    },
  })
  const file = field.value as File | null
  const { id } = frame

  const pick = (f: File | undefined) => f && field.onChange(f)

  return (
    <FieldFrame {...frame} suffix={optionalSuffix(required)}>
      <div
        className={cn(
          'rounded-md border border-dashed px-4 py-5 text-center transition-colors',
          // the input is visually hidden, so the zone shows where keyboard focus is
          'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent',
          dragging ? 'border-accent bg-raised' : error ? 'border-danger' : 'border-line-strong',
          // muted words rather than a faded zone, which would fall below readable contrast
          disabled ? 'cursor-not-allowed bg-raised' : 'cursor-pointer',
        )}
        onClick={(e) => {
          // the input is the zone's only control; a click anywhere in it picks a file
          if (!disabled && e.target !== inputRef.current) inputRef.current?.click()
        }}
        onDragOver={(e) => {
          if (disabled) return
          e.preventDefault()
          e.dataTransfer.dropEffect = 'copy'
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault()
          setDragging(false)
          if (!disabled) pick(e.dataTransfer.files[0])
        }}
      >
        <input
          {...input}
          ref={(el) => {
            inputRef.current = el
            input.ref(el)
          }}
          type="file"
          disabled={disabled}
          // the visible zone stands in for the input, which stays focusable for keyboards
          className="sr-only"
          aria-describedby={[input['aria-describedby'], file && `${id}-file`].filter(Boolean).join(' ') || undefined}
          aria-required={required || undefined}
          accept={accept}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        {file ? (
          <div>
            <div className="font-medium break-all text-ink">{file.name}</div>
            <div id={`${id}-file`} className="mt-0.5 text-[13px] text-ink-muted">
              {formatBytes(file.size)}
              {summary && ` · ${summary(file)}`}
            </div>
            {!disabled && (
              <div className="mt-2 text-[13px] text-info underline underline-offset-2" aria-hidden>
                Choose another file or drop one here
              </div>
            )}
          </div>
        ) : (
          <div className="text-ink-muted" aria-hidden>
            <span className={disabled ? undefined : 'text-info underline underline-offset-2'}>Choose a file</span> or
            drop it here
          </div>
        )}
      </div>
    </FieldFrame>
  )
}
