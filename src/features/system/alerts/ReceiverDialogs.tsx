// Dialogs of a receiver's page: add subscriptions (picked as at creation), and add a secret,
// whose value is shown once, right after, since the API never returns it.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { callApi, invalidate } from '~/api/client'
import { submitTo } from '~/forms/formShell'
import { SideModalForm } from '~/forms/SideModalForm'
import { Button } from '~/ui/Button'
import { CopyButton } from '~/ui/CopyButton'
import { Modal } from '~/ui/Modal'
import { addToast } from '~/ui/Toast'
import { chosenSubscriptions, SecretField, SECRET_NOT_SHOWN_AGAIN, SubscriptionFields } from './fields'
import { alertClassesQuery } from './queries'

type SubscriptionValues = { subscriptions: string[]; otherSubscription: string }

export function AddSubscriptionsForm({ receiver, onDismiss }: { receiver: AlertReceiver; onDismiss: () => void }) {
  const classes = useQuery(alertClassesQuery)
  const form = useForm<SubscriptionValues>({
    defaultValues: { subscriptions: [], otherSubscription: '' },
    mode: 'onChange',
  })
  const mutation = useMutation({
    mutationFn: async (values: SubscriptionValues) => {
      const wanted = chosenSubscriptions(values).filter((s) => !receiver.subscriptions.includes(s))
      if (wanted.length === 0) throw new Error('Choose at least one subscription the receiver does not have yet.')
      // one call per subscription, as the API takes them; stops at the first refusal
      for (const subscription of wanted) {
        await callApi('alertReceiverSubscriptionAdd', { path: { receiver: receiver.id }, body: { subscription } })
      }
      return wanted
    },
    onSettled: () => Promise.all([invalidate('alertReceiverView'), invalidate('alertReceiverList')]),
    onSuccess: (added) => {
      onDismiss()
      addToast({ title: added.length === 1 ? 'Subscription added' : 'Subscriptions added', content: added.join(', ') })
    },
  })
  const have = new Set(receiver.subscriptions)
  return (
    <SideModalForm
      title="Add subscriptions"
      form={form}
      {...submitTo(mutation, { loadError: classes.error })}
      onDismiss={onDismiss}
    >
      {classes.data ? (
        <SubscriptionFields control={form.control} classes={classes.data.items} exclude={(value) => have.has(value)} />
      ) : (
        <p className="text-ink-muted">Loading alert classes…</p>
      )}
    </SideModalForm>
  )
}

/** The secret just added: its value, once, with a copy button. */
function SecretShownOnce({ value, onDismiss }: { value: string; onDismiss: () => void }) {
  return (
    <Modal
      title="Secret added"
      open
      onDismiss={onDismiss}
      footer={
        <Button variant="primary" onClick={onDismiss}>
          Done
        </Button>
      }
    >
      <p className="mb-3 font-medium text-warn" role="note">
        This is the only time the secret is shown. {SECRET_NOT_SHOWN_AGAIN}
      </p>
      <div className="flex items-center gap-2">
        <code
          aria-label="Secret value"
          className="min-w-0 flex-1 rounded-md border border-line bg-canvas px-3 py-2 font-mono text-[13px] break-all"
        >
          {value}
        </code>
        <CopyButton text={value} label="Copy secret" />
      </div>
    </Modal>
  )
}

export function AddSecretForm({ receiver, onDismiss }: { receiver: AlertReceiver; onDismiss: () => void }) {
  const [added, setAdded] = useState<string | null>(null)
  const form = useForm<{ secret: string }>({ defaultValues: { secret: '' }, mode: 'onChange' })
  const mutation = useMutation({
    mutationFn: ({ secret }: { secret: string }) =>
      callApi('webhookSecretsAdd', { query: { receiver: receiver.id }, body: { secret } }),
    onSuccess: async (_created, { secret }) => {
      setAdded(secret)
      await Promise.all([invalidate('alertReceiverView'), invalidate('webhookSecretsList')])
    },
  })
  if (added !== null) return <SecretShownOnce value={added} onDismiss={onDismiss} />
  return (
    <SideModalForm title="Add secret" form={form} {...submitTo(mutation)} onDismiss={onDismiss}>
      <p className="mb-4 text-ink-muted">
        Payloads are signed with every secret of {receiver.name}, so a receiver can move to a new one before the old one
        is deleted.
      </p>
      <SecretField form={form} autoFocus />
    </SideModalForm>
  )
}
