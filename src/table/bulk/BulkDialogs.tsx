// The two dialogs of a bulk action: the confirmation, which lists the rows the action leaves
// out and why, and the progress of a started job. Loaded when a list's bar first asks.
import type { ApiCall } from '~/api/apiCall'
import { RequestToggle } from '~/forms/RequestToggle'
import type { BulkAction } from '~/table/bulk'
import { Button } from '~/ui/Button'
import { Modal } from '~/ui/Modal'
import { isFinished, progressOf, retryFailed, summaryOf, useJob, type ItemStatus } from './jobs'

export type Candidate = { name: string; why?: string; call: ApiCall }

const plural = (n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`}`

/**
 * "Delete 3 disks": the rows the action applies to, then the ones it leaves out with the
 * reason their own menu gives. Confirming starts the job with the first kind only.
 */
export function BulkConfirm({
  noun,
  action,
  rows,
  onConfirm,
  onDismiss,
}: {
  noun: string
  action: Pick<BulkAction<unknown>, 'label' | 'done' | 'danger'>
  rows: Candidate[]
  onConfirm: (go: Candidate[]) => void
  onDismiss: () => void
}) {
  const go = rows.filter((r) => !r.why)
  const out = rows.filter((r) => r.why)
  const title = go.length ? `${action.label} ${plural(go.length, noun)}` : `${action.label} ${noun}s`
  return (
    <Modal
      title={title}
      open
      width="medium"
      onDismiss={onDismiss}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            Cancel
          </Button>
          <Button
            variant={action.danger ? 'danger' : 'primary'}
            disabled={go.length === 0}
            onClick={() => onConfirm(go)}
          >
            {title}
          </Button>
        </>
      }
    >
      {go.length > 0 ? (
        <>
          <p className="text-ink-muted">
            {action.label} {go.length === 1 ? 'this' : 'these'} {plural(go.length, noun)}?
          </p>
          <ul aria-label={`${noun}s to ${action.label.toLowerCase()}`} className="mt-2 list-disc pl-5">
            {go.map((r) => (
              <li key={r.name}>{r.name}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-ink-muted">
          None of the selected {noun}s can be {action.done}.
        </p>
      )}
      {out.length > 0 && (
        <section aria-labelledby="bulk-left-out" className="mt-4">
          <h3 id="bulk-left-out" className="font-medium">
            Left out ({out.length})
          </h3>
          <ul aria-labelledby="bulk-left-out" className="mt-1 list-disc pl-5 text-ink-muted">
            {out.map((r) => (
              <li key={r.name}>
                <span className="text-ink">{r.name}</span>: {r.why}
              </li>
            ))}
          </ul>
        </section>
      )}
      {go[0] && (
        <>
          <p className="mt-4 text-[13px] text-ink-muted">One request per {noun}; the first:</p>
          <RequestToggle calls={go[0].call} />
        </>
      )}
    </Modal>
  )
}

const STATUS: Record<ItemStatus, string> = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' }
const TONE: Record<ItemStatus, string> = {
  queued: 'text-ink-muted',
  running: 'text-ink',
  done: 'text-ink',
  failed: 'text-danger',
}

/** A job's items and how each went; closing it leaves the job running. */
export function JobProgress({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const job = useJob(id)
  if (!job) return null
  const failed = job.items.some((i) => i.status === 'failed')
  return (
    <Modal
      title={job.title}
      open
      width="medium"
      onDismiss={onDismiss}
      footer={
        <>
          {isFinished(job) && failed && (
            <Button variant="secondary" onClick={() => retryFailed(id)}>
              Retry failed
            </Button>
          )}
          <Button onClick={onDismiss}>Close</Button>
        </>
      }
    >
      <p role="status" className="font-medium">
        {isFinished(job) ? summaryOf(job) : `${progressOf(job)}…`}
      </p>
      {!isFinished(job) && <p className="text-[13px] text-ink-muted">Closing this leaves it running.</p>}
      <ul aria-label="Progress" className="mt-3 flex max-h-80 flex-col gap-1 overflow-y-auto">
        {job.items.map((item, i) => (
          <li key={i} className="flex gap-2">
            <span className="font-medium">{item.name}</span>
            <span className={TONE[item.status]}>
              {STATUS[item.status]}
              {item.message && `: ${item.message}`}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
