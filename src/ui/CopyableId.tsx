import { CopyButton } from './CopyButton'

/** A resource's id in full, with a button that copies it. */
export function CopyableId({ id, label }: { id: string; /** e.g. "Copy disk ID" */ label: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span className="truncate font-mono text-[13px]">{id}</span>
      <CopyButton text={id} label={label} iconOnly />
    </span>
  )
}
