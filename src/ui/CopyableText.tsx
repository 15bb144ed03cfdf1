import { useId } from 'react'
import { CopyButton } from './CopyButton'

/**
 * A long text read and copied whole (a public key, a certificate chain): its title, a copy
 * button, and the text in a read-only box named by the title.
 */
export function CopyableText({
  title,
  text,
  copyLabel,
  rows,
}: {
  title: string
  text: string
  copyLabel: string
  rows: number
}) {
  const id = useId()
  return (
    <>
      <div className="mt-5 mb-1.5 flex items-center justify-between">
        <h3 id={id} className="font-medium">
          {title}
        </h3>
        <CopyButton text={text} label={copyLabel} />
      </div>
      <textarea
        readOnly
        aria-labelledby={id}
        value={text}
        rows={rows}
        spellCheck={false}
        className="w-full resize-none rounded-md border border-line-strong bg-raised px-3 py-2 font-mono text-[12px] break-all"
      />
    </>
  )
}
