// A receiver's delivery history, newest first, filtered by state (`?state=`): what was sent,
// how many attempts it took, what the endpoint answered and how fast; a failed one can be
// sent again.
import { createColumnHelper } from '@tanstack/react-table'
import type { LoaderFunctionArgs } from 'react-router'
import { useSearchParams } from 'react-router'
import type { AlertDelivery, AlertReceiver, WebhookDeliveryAttempt } from '~/api/__generated__/Api'
import { useFleetRefusal } from '~/features/access/permissions'
import { defineList } from '~/table/list'
import { ResourceList } from '~/table/ListPage'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { PageSection } from '~/ui/PageSection'
import { RadioGroup } from '~/ui/RadioGroup'
import { Timestamp } from '~/ui/Timestamp'
import { resendDelivery } from './receiverActions'

const STATES = ['all', 'failed', 'pending', 'delivered'] as const
type StateFilter = (typeof STATES)[number]

const filterOf = (search: URLSearchParams): StateFilter => {
  const s = search.get('state')
  return STATES.find((x) => x === s) ?? 'all'
}

// one declared list per filter, so each filter's pages have their own cache and URL
const deliveryLists = Object.fromEntries(
  STATES.map((state) => [
    state,
    defineList({
      operation: 'alertDeliveryList',
      noun: 'delivery of',
      params: ({ receiver }) => ({
        path: { receiver },
        query: { sortBy: 'time_and_id_descending', ...(state === 'all' ? {} : { [state]: true }) },
      }),
      pageKey: 'deliveries',
    }),
  ]),
) as Record<StateFilter, ReturnType<typeof defineList<'alertDeliveryList'>>>

export const deliveriesLoader = (args: LoaderFunctionArgs) =>
  deliveryLists[filterOf(new URL(args.request.url).searchParams)].loader(args)

const stateColors: Record<AlertDelivery['state'], BadgeColor> = {
  delivered: 'accent',
  pending: 'warn',
  failed: 'danger',
}

const resultText: Record<WebhookDeliveryAttempt['result'], string> = {
  succeeded: 'succeeded',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'unreachable',
  failed_timeout: 'timed out',
}

/** The last attempt's outcome: the status the endpoint answered, or why there was none. */
export function attemptOutcome(attempt: WebhookDeliveryAttempt | undefined): string {
  if (!attempt) return 'not attempted yet'
  if (attempt.response) return `HTTP ${attempt.response.status} in ${attempt.response.durationMs} ms`
  return resultText[attempt.result]
}

const lastAttempt = (d: AlertDelivery) => d.attempts.webhook.at(-1)

const col = createColumnHelper<AlertDelivery>()
const columns = [
  col.accessor('alertClass', {
    header: 'Alert class',
    cell: (i) => <code className="font-mono text-[13px]">{i.getValue()}</code>,
  }),
  col.accessor('state', {
    header: 'State',
    cell: (i) => <Badge color={stateColors[i.getValue()]}>{i.getValue()}</Badge>,
  }),
  col.accessor('trigger', { header: 'Trigger' }),
  col.accessor((d) => d.attempts.webhook.length, { id: 'attempts', header: 'Attempts' }),
  col.accessor((d) => attemptOutcome(lastAttempt(d)), { id: 'response', header: 'Last response' }),
  col.accessor('timeStarted', { header: 'Started', cell: (i) => <Timestamp date={i.getValue()} /> }),
]

const filterOptions = STATES.map((value) => ({ value, label: value === 'all' ? 'All' : value }))

export function Deliveries({ receiver }: { receiver: AlertReceiver }) {
  const [search, setSearch] = useSearchParams()
  const filter = filterOf(search)
  const choose = (state: StateFilter) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (state === 'all') next.delete('state')
        else next.set('state', state)
        next.delete('deliveries-page') // a page token belongs to the filter it was made for
        return next
      },
      { preventScrollReset: true },
    )
  return (
    <PageSection title="Delivery history">
      <p className="mt-1 mb-3 text-ink-muted">
        Each alert sent to the endpoint, newest first. A delivery fails for good after three attempts; resend it once
        the endpoint is fixed.
      </p>
      <RadioGroup legend="Show deliveries" options={filterOptions} value={filter} onChange={choose} />
      <ResourceList
        list={deliveryLists[filter]}
        label="Deliveries"
        columns={columns}
        rowName={(d) => `${d.alertClass} at ${d.timeStarted.toISOString()}`}
        actions={(d) => [
          {
            label: 'Resend',
            onSelect: () => void resendDelivery(receiver, d),
            disabledReason: d.state === 'failed' ? undefined : 'Only a delivery that failed for good needs resending',
          },
        ]}
        refusal={useFleetRefusal('probe webhook receivers and resend alerts')}
        empty={{
          title: filter === 'all' ? 'No deliveries' : `No ${filter} deliveries`,
          body: 'Alerts matching the receiver’s subscriptions show up here once they are sent.',
        }}
      />
    </PageSection>
  )
}
