// How the console carries out an action on a resource, whichever list or page offers it:
// run the call, refetch what it changed, and say how it went in a toast, with the API's own
// message when it failed. Deletes (and other actions that cannot be taken back) ask first.
import type { ReactNode } from 'react'
import { invalidate, type OpName } from './api/client'
import { confirmAction } from './ui/ConfirmModal'
import { addToast } from './ui/Toast'

export type ActionRun = {
  call: () => Promise<unknown>
  /** title of the toast when it worked, e.g. "Disk deleted" */
  success: string
  /** title of the toast when it failed, e.g. "Could not delete disk"; its body is the API's message */
  failure: string
  /** what the action was done to, shown under either title */
  subject?: string
  /** operations whose answers the action changes: refetched whether it worked or not */
  refresh?: OpName[]
  /** after success, e.g. leave the page of a resource that is gone */
  onDone?: () => void
}

const refetch = (ops: OpName[] = []) => Promise.all(ops.map(invalidate))

/** Runs an action at once; true when it worked. */
export async function runAction({ call, success, failure, subject, refresh, onDone }: ActionRun): Promise<boolean> {
  try {
    await call().finally(() => refetch(refresh))
  } catch (e) {
    addToast({ title: failure, content: (e as Error).message, variant: 'error' })
    return false
  }
  addToast({ title: success, content: subject })
  onDone?.()
  return true
}

export type ConfirmedRun = ActionRun & {
  title: string
  content: ReactNode
  /** the confirming button; 'Confirm' unless a clearer verb fits */
  actionLabel?: string
  danger?: boolean
}

/** Asks first; on Confirm runs the action, and a failure shows as an error toast (SPEC section 4). */
export function confirmThenRun({ title, content, actionLabel, danger, ...run }: ConfirmedRun) {
  confirmAction({
    title,
    content,
    actionLabel,
    danger,
    errorTitle: run.failure,
    action: async () => {
      await run.call().finally(() => refetch(run.refresh))
      addToast({ title: run.success, content: run.subject })
      run.onDone?.()
    },
  })
}

/** A name as it stands in a sentence of a dialog. */
export const strong = (text: string) => <strong className="text-ink">{text}</strong>

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * The delete every resource has: "Delete disk", "Are you sure you want to delete disk x?"
 * followed by what goes with it, then "Disk deleted" or "Could not delete disk".
 */
export function confirmDelete({
  kind,
  name,
  call,
  consequence,
  refresh,
  onDone,
}: {
  /** what the resource is, as in a sentence: "disk", "VPC", "floating IP" */
  kind: string
  name: string
  call: () => Promise<unknown>
  /** what the delete takes with it or leaves behind */
  consequence?: ReactNode
  refresh?: OpName[]
  onDone?: () => void
}) {
  confirmThenRun({
    title: `Delete ${kind}`,
    content: (
      <>
        Are you sure you want to delete {kind} {strong(name)}?{consequence && <> {consequence}</>}
      </>
    ),
    actionLabel: 'Delete',
    danger: true,
    call,
    success: `${capitalize(kind)} deleted`,
    failure: `Could not delete ${kind}`,
    subject: name,
    refresh,
    onDone,
  })
}
