import { useFleetRefusal } from '~/features/access/permissions'
// The fleet's webhook receivers, and below them the alert classes they may subscribe to.
import { createColumnHelper } from '@tanstack/react-table'
import type { AlertClass, AlertReceiver } from '~/api/__generated__/Api'
import { sysPb } from '~/features/system/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { ListSection } from '~/table/ListSection'
import { deleteReceiver } from './receiverActions'
import { classList, receiverList } from './lists'

const col = createColumnHelper<AlertReceiver>()
const classCol = createColumnHelper<AlertClass>()

const mono = (text: string) => <code className="font-mono text-[13px]">{text}</code>

const classColumns = [
  classCol.accessor('name', { header: 'Alert class', cell: (i) => mono(i.getValue()) }),
  classCol.accessor('description', { header: 'Description' }),
]

function AlertClasses() {
  return (
    <ListSection
      title="Alert classes"
      intro={
        <>
          What the rack raises alerts about. A receiver subscribes to a class by name, or to several with a pattern:{' '}
          {mono('*')} stands for one segment ({mono('hardware.sled.*')}), {mono('**')} for one or more (
          {mono('hardware.**')}).
        </>
      }
      list={classList}
      columns={classColumns}
      rowName={(c) => c.name}
      empty={{ title: 'No alert classes', body: 'The rack reports no alert classes.' }}
    />
  )
}

/** Receivers with where they send and what they subscribe to; the alert classes below. */
export function AlertsPage() {
  const columns = [
    nameColumn(col, (r) => sysPb.alertReceiver({ receiver: r.name })),
    descriptionColumn(col),
    col.accessor((r) => r.kind.endpoint, { id: 'endpoint', header: 'Endpoint', cell: (i) => mono(i.getValue()) }),
    col.accessor((r) => r.subscriptions.join(', '), {
      id: 'subscriptions',
      header: 'Subscriptions',
      cell: (i) => (i.getValue() ? mono(i.getValue()) : <span className="text-ink-faint">none</span>),
    }),
    createdColumn(col),
  ]
  return (
    <ListPage
      title="Alerts"
      intro="Webhook receivers the rack sends alerts to, signed with their secrets."
      docs="alerts"
      list={receiverList}
      label="Webhook receivers"
      columns={columns}
      edit={(r) => sysPb.alertReceiverEdit({ receiver: r.name })}
      remove={deleteReceiver}
      empty={{ title: 'No webhook receivers', body: 'Create a receiver to have alerts sent to an endpoint.' }}
      create={{ to: sysPb.alertReceiversNew(), label: 'New webhook receiver' }}
      refusal={useFleetRefusal('create, edit and delete webhook receivers')}
    >
      <AlertClasses />
    </ListPage>
  )
}
