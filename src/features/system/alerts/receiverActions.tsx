// What an operator does to a receiver, its subscriptions, secrets and deliveries; each asks
// first where it cannot be undone, and says how it went (the API's refusal included).
import { apiCall } from '~/api/apiCall'
import { deleteAction } from '~/deleteAction'
import type { AlertDelivery, AlertReceiver, WebhookSecret } from '~/api/__generated__/Api'
import { confirmDelete, confirmRemove, runAction, strong } from '~/actions'

export const deleteReceiver = deleteAction<AlertReceiver>({
  kind: 'webhook receiver',
  consequence: 'Alerts stop going to its endpoint, and its secrets and delivery history are deleted too.',
  call: (receiver) => apiCall('alertReceiverDelete', { path: { receiver: receiver.id } }),
  refresh: ['alertReceiverList'],
})

export function removeSubscription(receiver: AlertReceiver, subscription: string) {
  confirmRemove({
    kind: 'subscription',
    name: subscription,
    content: (
      <>
        Stop sending {strong(subscription)} alerts to {strong(receiver.name)}?
      </>
    ),
    call: apiCall('alertReceiverSubscriptionRemove', { path: { receiver: receiver.id, subscription } }),
    refresh: ['alertReceiverView', 'alertReceiverList'],
  })
}

export function deleteSecret(receiver: AlertReceiver, secret: WebhookSecret) {
  const last = receiver.kind.secrets.length === 1
  confirmDelete({
    kind: 'secret',
    name: secret.id,
    consequence: last
      ? 'It is the receiver’s only secret: add another first, or its payloads can no longer be checked.'
      : 'Payloads are no longer signed with it.',
    call: apiCall('webhookSecretsDelete', { path: { secretId: secret.id } }),
    refresh: ['alertReceiverView', 'webhookSecretsList'],
  })
}

export function resendDelivery(receiver: AlertReceiver, delivery: AlertDelivery) {
  return runAction({
    call: apiCall('alertDeliveryResend', { path: { alertId: delivery.alertId }, query: { receiver: receiver.id } }),
    success: 'Alert resent',
    failure: 'Could not resend alert',
    subject: delivery.alertClass,
    refresh: ['alertDeliveryList'],
  })
}
