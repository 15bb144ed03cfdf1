// "Send probe": asks the control plane to POST a liveness probe to the endpoint now and shows
// what came back, so an operator can check a fixed endpoint before resending failed alerts.
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { callApi, invalidate } from '~/api/client'
import { useFleetRefusal } from '~/features/access/permissions'
import { GuardedButton } from '~/ui/GuardedButton'
import { cn } from '~/ui/cn'
import { attemptOutcome } from './Deliveries'

export function Probe({ receiver }: { receiver: AlertReceiver }) {
  const [resend, setResend] = useState(false)
  const resendId = useId()
  const refusal = useFleetRefusal('probe webhook receivers and resend alerts')
  const probe = useMutation({
    mutationFn: () => callApi('alertReceiverProbe', { path: { receiver: receiver.id }, query: { resend } }),
    onSuccess: (result) => {
      if (result.resendsStarted) void invalidate('alertDeliveryList')
    },
  })
  const result = probe.data
  const ok = result?.probe.state === 'delivered'
  return (
    <section aria-labelledby="probe-heading" className="mt-8 rounded-lg border border-line px-4 py-3">
      <h2 id="probe-heading" className="font-semibold">
        Probe the endpoint
      </h2>
      <p className="mt-1 mb-3 text-ink-muted">Sends a probe to {receiver.kind.endpoint} now and shows the answer.</p>
      <div className="flex flex-wrap items-center gap-4">
        <GuardedButton reason={refusal} loading={probe.isPending} onClick={() => probe.mutate()}>
          Send probe
        </GuardedButton>
        <label htmlFor={resendId} className={cn('flex items-center gap-2', refusal && 'text-ink-muted')}>
          <input
            id={resendId}
            type="checkbox"
            checked={resend}
            // a choice of the probe, which the button beside it says is refused
            disabled={!!refusal}
            onChange={(e) => setResend(e.target.checked)}
          />
          Resend failed alerts if the probe succeeds
        </label>
      </div>
      <div role="status" className="mt-3 empty:hidden">
        {probe.isError && <p className="text-danger">Could not send the probe: {probe.error.message}</p>}
        {result && (
          <p className={cn(ok ? 'text-accent' : 'text-danger')}>
            {ok ? 'Probe delivered' : 'Probe failed'}: {attemptOutcome(result.probe.attempts.webhook.at(-1))}
            {result.resendsStarted != null &&
              ` — ${result.resendsStarted} failed ${result.resendsStarted === 1 ? 'alert' : 'alerts'} resent`}
          </p>
        )}
      </div>
    </section>
  )
}
