// A webhook receiver: where it sends, a probe to check the endpoint now, what it subscribes
// to, the secrets payloads are signed with, and its delivery history.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'
import type { AlertReceiver, WebhookSecret } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useFleetRefusal } from '~/features/access/permissions'
import { useRouteParams } from '~/params'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { DialogButton, GuardedButton } from '~/ui/GuardedButton'
import { PageSection } from '~/ui/PageSection'
import { CopyableId } from '~/ui/CopyableId'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { Deliveries, deliveriesLoader } from './Deliveries'
import { reachText } from './fields'
import { Probe } from './Probe'
import { AddSecretForm, AddSubscriptionsForm } from './ReceiverDialogs'
import type { ReceiverEditOrigin } from './ReceiverForms'
import { deleteReceiver, deleteSecret, removeSubscription } from './receiverActions'
import { alertClassesQuery, receiverQuery } from './queries'

export const receiverLoader = async (args: LoaderFunctionArgs) => {
  await Promise.all([
    loadQueries(
      (p) => [receiverQuery(p)],
      () => [alertClassesQuery],
    )(args),
    deliveriesLoader(args),
  ])
  return null
}

function Subscriptions({ receiver }: { receiver: AlertReceiver }) {
  const classes = useQuery(alertClassesQuery).data?.items ?? []
  const refusal = useFleetRefusal('add and remove subscriptions')
  return (
    <PageSection
      title="Subscriptions"
      actions={
        <DialogButton
          reason={refusal}
          dialog={(close) => <AddSubscriptionsForm receiver={receiver} onDismiss={close} />}
        >
          Add subscriptions
        </DialogButton>
      }
    >
      {receiver.subscriptions.length === 0 ? (
        <p className="text-ink-muted">No subscriptions: the receiver is sent no alerts.</p>
      ) : (
        <ul aria-label="Subscriptions" className="divide-y divide-line rounded-lg border border-line">
          {receiver.subscriptions.map((s) => (
            <li key={s} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span>
                <code className="font-mono text-[13px]">{s}</code>
                {classes.length > 0 && <span className="ml-2 text-ink-muted">{reachText(s, classes)}</span>}
              </span>
              <GuardedButton
                variant="ghost"
                size="sm"
                label={`Remove subscription ${s}`}
                reason={refusal}
                onClick={() => removeSubscription(receiver, s)}
              >
                Remove
              </GuardedButton>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  )
}

const secretCol = createColumnHelper<WebhookSecret>()

function Secrets({ receiver }: { receiver: AlertReceiver }) {
  const refusal = useFleetRefusal('add and delete webhook secrets')
  const columns = [
    secretCol.accessor('id', {
      header: 'Secret ID',
      cell: (i) => <span className="font-mono text-[13px]">{i.getValue()}</span>,
    }),
    secretCol.accessor('timeCreated', { header: 'Added', cell: (i) => <Timestamp date={i.getValue()} /> }),
    secretCol.display({
      id: 'delete',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <GuardedButton
          variant="ghost"
          size="sm"
          label={`Delete secret ${row.original.id}`}
          reason={refusal}
          onClick={() => deleteSecret(receiver, row.original)}
        >
          Delete
        </GuardedButton>
      ),
    }),
  ]
  const table = useTable({ data: receiver.kind.secrets, columns, getRowId: (s) => s.id })
  return (
    <PageSection
      title="Secrets"
      actions={
        <DialogButton reason={refusal} dialog={(close) => <AddSecretForm receiver={receiver} onDismiss={close} />}>
          Add secret
        </DialogButton>
      }
    >
      <p className="mb-3 text-ink-muted">
        Payloads are signed with each secret. Values are never shown after they are added; add a new secret before
        deleting an old one to rotate without a gap.
      </p>
      {receiver.kind.secrets.length === 0 ? (
        <p className="text-ink-muted">No secrets: payloads cannot be checked by the receiver.</p>
      ) : (
        <Table table={table} label="Secrets" />
      )}
    </PageSection>
  )
}

export function ReceiverPage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const { data: receiver } = usePrefetchedQuery(receiverQuery(p))
  return (
    <>
      <ResourceHeader
        kind="Webhook receiver"
        resource={receiver}
        docs="alerts"
        edit={{
          to: sysPb.alertReceiverEdit(p),
          label: 'Edit receiver',
          state: { fromReceiverPage: true } satisfies ReceiverEditOrigin,
        }}
        remove={{ label: 'Delete receiver', onClick: () => deleteReceiver(receiver, () => navigate(pb.alerts())) }}
        refusal={useFleetRefusal('edit and delete webhook receivers')}
        properties={[
          ['Endpoint', <code className="font-mono text-[13px] break-all">{receiver.kind.endpoint}</code>],
          ['ID', <CopyableId id={receiver.id} label="Copy receiver ID" />],
          ['Created', <Timestamp date={receiver.timeCreated} />],
          ['Modified', <Timestamp date={receiver.timeModified} />],
        ]}
        spacing=""
      />
      <Probe receiver={receiver} />
      <Subscriptions receiver={receiver} />
      <Secrets receiver={receiver} />
      <Deliveries receiver={receiver} />
    </>
  )
}
