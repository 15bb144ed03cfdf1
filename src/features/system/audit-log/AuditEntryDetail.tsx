import type { AuditLogEntry } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'
import { CopyableId } from '~/ui/CopyableId'
import { PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { Timestamp } from '~/ui/Timestamp'
import { mono } from '~/table/cells'
import { actorLabel, authMethodText, durationMs, formatDuration, type ActorNames } from './entries'

export function ResultBadge({ result }: { result: AuditLogEntry['result'] }) {
  if (result.kind === 'success') return <Badge color="accent">success {result.httpStatusCode}</Badge>
  if (result.kind === 'error') return <Badge color="danger">error {result.httpStatusCode}</Badge>
  return <Badge color="warn">unknown</Badge>
}

function actorRows(entry: AuditLogEntry): [string, React.ReactNode][] {
  const { actor } = entry
  if (actor.kind === 'silo_user') {
    return [
      ['User ID', <CopyableId key="u" id={actor.siloUserId} label="Copy user ID" />],
      ['Silo ID', <CopyableId key="s" id={actor.siloId} label="Copy silo ID" />],
    ]
  }
  if (actor.kind === 'user_builtin') {
    return [['Built-in user ID', <CopyableId key="b" id={actor.userBuiltinId} label="Copy built-in user ID" />]]
  }
  return []
}

/** An entry's whole record, over the list. `entry` undefined: the id is not among those loaded. */
export function AuditEntryDetail({
  entry,
  names,
  onDismiss,
}: {
  entry: AuditLogEntry | undefined
  names: ActorNames
  onDismiss: () => void
}) {
  if (!entry) {
    return (
      <SideModal title="Audit log entry" onDismiss={onDismiss}>
        <p>
          This entry is not among those loaded for the time range shown. Pick the range it falls in, or load more
          entries.
        </p>
      </SideModal>
    )
  }
  const { result } = entry
  return (
    <SideModal title="Audit log entry" subtitle={mono(entry.operationId)} onDismiss={onDismiss}>
      <PropertyList
        items={[
          ['Operation', mono(entry.operationId)],
          ['Result', <ResultBadge key="r" result={result} />],
          ...(result.kind === 'error'
            ? ([
                ['Error code', result.errorCode ? mono(result.errorCode) : 'none'],
                ['Error message', result.errorMessage],
              ] as [string, React.ReactNode][])
            : []),
          ...(result.kind === 'unknown'
            ? ([['Note', 'The result could not be written to the log; it was closed later.']] as [
                string,
                React.ReactNode,
              ][])
            : []),
          ['Actor', actorLabel(entry.actor, names)],
          ...actorRows(entry),
          ['Auth method', authMethodText(entry.authMethod)],
          ['Source IP', mono(entry.sourceIp)],
          ['User agent', entry.userAgent ?? 'not sent'],
          [
            'Request URI',
            <span key="uri" className="font-mono text-[13px] break-all">
              {entry.requestUri}
            </span>,
          ],
          ['Request ID', <CopyableId key="req" id={entry.requestId} label="Copy request ID" />],
          ['Entry ID', <CopyableId key="id" id={entry.id} label="Copy entry ID" />],
          ['Started', <Timestamp key="started" date={entry.timeStarted} withSeconds />],
          ['Completed', <Timestamp key="completed" date={entry.timeCompleted} withSeconds />],
          ['Duration', formatDuration(durationMs(entry))],
        ]}
      />
    </SideModal>
  )
}
