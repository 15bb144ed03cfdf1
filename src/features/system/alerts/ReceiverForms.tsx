// Create and edit a webhook receiver. Creating takes its first secret and subscriptions too;
// editing changes name, description and endpoint only (secrets and subscriptions are managed
// on the receiver's page, as the API has them).
import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { callApi, usePrefetchedQuery } from '~/api/client'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { ResourceForm } from '~/forms/ResourceForm'
import { useRouteParams } from '~/params'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo, useLeaveToNew } from '~/table/overList'
import { chosenSubscriptions, EndpointField, SecretField, SubscriptionFields } from './fields'
import { alertClassesQuery, receiverQuery } from './queries'

type CreateValues = {
  name: string
  description: string
  endpoint: string
  secret: string
  subscriptions: string[]
  otherSubscription: string
}

export const receiverCreateLoader = loadQueries(() => [alertClassesQuery])

/** `alerts-new`: a new receiver opens its page. */
export function ReceiverCreateForm() {
  const { data: classes } = usePrefetchedQuery(alertClassesQuery)
  const form = useForm<CreateValues>({
    defaultValues: { name: '', description: '', endpoint: '', secret: '', subscriptions: [], otherSubscription: '' },
    mode: 'onChange',
  })
  const call = ({ name, description, endpoint, secret, ...subs }: CreateValues) =>
    apiCall('webhookReceiverCreate', {
      body: { name, description, endpoint, secrets: [secret], subscriptions: chosenSubscriptions(subs) },
    })
  return (
    <ResourceForm
      kind="webhook receiver"
      editing={false}
      form={form}
      call={call}
      refresh={['alertReceiverList']}
      leave={useLeaveToNew(pb.alerts(), (receiver) => sysPb.alertReceiver({ receiver }))}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <EndpointField control={form.control} />
      <SecretField form={form} />
      <SubscriptionFields control={form.control} classes={classes.items} />
    </ResourceForm>
  )
}

type EditValues = { name: string; description: string; endpoint: string }

export const receiverEditLoader = loadQueries((p) => [receiverQuery(p)])

/** Where the edit form was opened from: the receiver's own page says so, to be returned to. */
export type ReceiverEditOrigin = { fromReceiverPage?: boolean } | null

export function ReceiverEditForm() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const closeToList = useCloseTo(pb.alerts())
  const fromPage = (useLocation().state as ReceiverEditOrigin)?.fromReceiverPage
  const { data: receiver } = usePrefetchedQuery(receiverQuery(p))
  const form = useForm<EditValues>({
    defaultValues: { name: receiver.name, description: receiver.description, endpoint: receiver.kind.endpoint },
    mode: 'onChange',
  })
  const update = (body: EditValues) => apiCall('webhookReceiverUpdate', { path: { receiver: receiver.id }, body })
  // the update answers with nothing: what was saved is the receiver with the new values
  const save = async (body: EditValues): Promise<AlertReceiver> => {
    const { operation, params } = update(body)
    await callApi(operation, params)
    return { ...receiver, ...body }
  }
  return (
    <ResourceForm
      kind="webhook receiver"
      editing
      form={form}
      save={save}
      call={update}
      refresh={['alertReceiverList', 'alertReceiverView']}
      leave={(saved) =>
        fromPage ? navigate(sysPb.alertReceiver({ receiver: (saved ?? receiver).name })) : closeToList()
      }
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <EndpointField control={form.control} />
    </ResourceForm>
  )
}
