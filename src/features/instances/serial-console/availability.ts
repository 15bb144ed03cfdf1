// When an instance has a console to connect to, and what to tell the user when it has not.
import type { Instance, InstanceState } from '~/api/__generated__/Api'
import { autoRestartDue, instanceCan, instanceStatesFor, isTransitioning, listStates } from '~/api/capabilities'

export const hasConsole = (state: InstanceState) => instanceCan('serialConsole', state)

/**
 * How often the console page re-reads its instance. Closely while it moves between states,
 * so the console connects soon after a start finishes; otherwise now and then, because the
 * instance may be started or stopped from elsewhere (another tab, the CLI) and the page
 * should follow. A destroyed instance will not come back.
 */
export function pollInterval(state: InstanceState | undefined): number | false {
  if (!state || state === 'destroyed') return false
  return isTransitioning(state) ? 1000 : 5000
}

export type NoConsoleMessage = {
  /** what state the instance is in and why that means no console */
  summary: string
  /** what the user can do about it */
  advice: string
  /** whether a start button belongs next to the advice */
  canStart: boolean
}

/** The explanation shown instead of a terminal when the instance has no console. */
export function noConsoleMessage(
  instance: Pick<Instance, 'name' | 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>,
  now = new Date(),
): NoConsoleMessage {
  const state = instance.runState
  const summary =
    `${instance.name} is ${state}. An instance has a serial console only while it is ` +
    `${listStates(instanceStatesFor('serialConsole'))}.`
  const canStart = instanceCan('start', state)
  const advice = (() => {
    switch (state) {
      case 'creating':
      case 'starting':
        return 'The console connects by itself as soon as the instance is running.'
      case 'stopping':
        return 'Once it has stopped, start it again to use its console.'
      case 'stopped':
        return 'Start the instance to use its console; this page connects once it is running.'
      case 'failed':
        return autoRestartDue(instance, now)
          ? 'The control plane will restart it automatically, and this page connects once it is running. You can also start it now.'
          : 'Start the instance to use its console; this page connects once it is running.'
      case 'destroyed':
        return 'The instance has been deleted.'
      default:
        return 'This page connects once the instance is running.'
    }
  })()
  return { summary, advice, canStart }
}
