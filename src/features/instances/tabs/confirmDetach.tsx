import { confirmThenRun, strong, type ActionRun } from '~/actions'
import type { OpName } from '~/api/client'

/**
 * Taking a disk or an address off the instance: asked first, like a delete, though what is
 * detached lives on. "Detach disk", then "Disk detached" or "Could not detach disk".
 */
export function confirmDetach({
  kind,
  name,
  instance,
  kept,
  call,
  refresh,
}: {
  /** what is detached, as in a sentence: "disk", "external IP" */
  kind: string
  name: string
  instance: string
  /** what the user keeps, said after the question */
  kept?: string
  call: ActionRun['call']
  refresh: OpName[]
}) {
  confirmThenRun({
    title: `Detach ${kind}`,
    content: (
      <>
        Detach {strong(name)} from {strong(instance)}?{kept && ` ${kept}`}
      </>
    ),
    call,
    success: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} detached`,
    failure: `Could not detach ${kind}`,
    subject: name,
    refresh,
  })
}
