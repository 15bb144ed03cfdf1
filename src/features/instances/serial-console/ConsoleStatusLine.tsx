import type { InstanceState } from '~/api/__generated__/Api'
import { cn } from '~/ui/cn'
import type { ConsoleStatus } from './useSerialConsole'

const dots: Record<ConsoleStatus['state'], string> = {
  unavailable: 'bg-ink-faint',
  connecting: 'bg-warn',
  connected: 'bg-accent',
  closed: 'bg-danger',
}

export function statusText(status: ConsoleStatus, runState: InstanceState): string {
  switch (status.state) {
    case 'unavailable':
      return `Not connected: the instance is ${runState}`
    case 'connecting':
      return 'Connecting…'
    case 'connected':
      return 'Connected'
    case 'closed':
      return `Disconnected: ${status.reason}`
  }
}

/**
 * Where the connection stands, in words and not only by colour. It is a polite live region
 * that stays mounted across states, so each change is read out without interrupting.
 */
export function ConsoleStatusLine({ status, runState }: { status: ConsoleStatus; runState: InstanceState }) {
  return (
    <p role="status" aria-live="polite" aria-label="Console connection" className="flex min-w-0 items-center gap-2">
      <span aria-hidden className={cn('size-2 shrink-0 rounded-full', dots[status.state])} />
      <span className={cn('truncate', status.state === 'closed' ? 'text-ink' : 'text-ink-muted')}>
        {statusText(status, runState)}
      </span>
    </p>
  )
}
