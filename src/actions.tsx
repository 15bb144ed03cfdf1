// How the console carries out an action on a resource, whichever list or page offers it:
// run the call, refetch what it changed, and say how it went in a toast, with the API's own
// message when it failed. Deletes (and other actions that cannot be taken back) ask first.
import type { ReactNode } from 'react'
import type { ApiCall, ApiCalls } from './api/apiCall'
import { callApi, invalidate, type OpName } from './api/client'
import type { ImpactSource } from './impact'
import { confirmAction } from './ui/ConfirmModal'
import { addToast } from './ui/Toast'

export type ActionRun = {
  /** the API call as data (shown as the equivalent request when confirming), or a function making it */
  call: ApiCall | (() => Promise<unknown>)
  /** where `call` is a function: the calls it makes, in order, shown as the equivalent request */
  shows?: ApiCalls
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
  /** hears of the call once sent, e.g. to follow it in the activity panel */
  track?: (sent: Promise<unknown>) => void
}

const refetch = (ops: OpName[] = []) => Promise.all(ops.map(invalidate))

function send({ call, track }: ActionRun) {
  const sent = typeof call === 'function' ? call() : callApi(call.operation, call.params)
  track?.(sent)
  return sent
}

/** Runs an action at once; true when it worked. */
export async function runAction(run: ActionRun): Promise<boolean> {
  const { success, failure, subject, refresh, onDone } = run
  try {
    await send(run).finally(() => refetch(refresh))
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
  /** what the action touches, read when the confirmation opens (a lazily imported loader) */
  impact?: ImpactSource
}

/** Asks first; on Confirm runs the action, and a failure shows as an error toast (SPEC section 4). */
export function confirmThenRun({ title, content, actionLabel, danger, impact, ...run }: ConfirmedRun) {
  confirmAction({
    title,
    content,
    actionLabel,
    danger,
    impact,
    errorTitle: run.failure,
    call: typeof run.call === 'function' ? run.shows : run.call,
    action: async () => {
      await send(run).finally(() => refetch(run.refresh))
      addToast({ title: run.success, content: run.subject })
      run.onDone?.()
    },
  })
}

/** A name as it stands in a sentence of a dialog. */
export const strong = (text: string) => <strong className="text-ink">{text}</strong>

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

type Taking = Omit<ConfirmedRun, 'title' | 'actionLabel' | 'danger' | 'success' | 'failure' | 'subject'> & {
  /** what is taken, as in a sentence: "disk", "range", "role" */
  kind: string
  name: string
}

/**
 * An action that takes something away, asked first: "Delete disk" or "Remove range" over the
 * question, then "Disk deleted" or "Could not delete disk" with the name under it.
 */
function confirmTaking(verb: 'delete' | 'remove', { kind, name, ...run }: Taking) {
  confirmThenRun({
    ...run,
    title: `${capitalize(verb)} ${kind}`,
    actionLabel: capitalize(verb),
    danger: true,
    success: `${capitalize(kind)} ${verb}d`,
    failure: `Could not ${verb} ${kind}`,
    subject: name,
  })
}

/**
 * Taking one thing out of what holds it (a range out of a pool, a role out of a policy):
 * "Remove range", `content` asking, then "Range removed" or "Could not remove range".
 */
export const confirmRemove = (run: Taking) => confirmTaking('remove', run)

/**
 * The delete every resource has: "Delete disk", "Are you sure you want to delete disk x?"
 * followed by what goes with it, then "Disk deleted" or "Could not delete disk".
 */
export function confirmDelete({
  kind,
  name,
  consequence,
  ...run
}: Omit<Taking, 'content'> & {
  /** what the delete takes with it or leaves behind */
  consequence?: ReactNode
}) {
  confirmTaking('delete', {
    ...run,
    kind,
    name,
    content: (
      <>
        Are you sure you want to delete {kind} {strong(name)}?{consequence && <> {consequence}</>}
      </>
    ),
  })
}
