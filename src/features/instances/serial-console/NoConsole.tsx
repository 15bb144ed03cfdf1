import type { Instance } from '~/api/__generated__/Api'
import { invalidate, useApiMutation } from '~/api/client'
import { Button } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/Toast'
import { noConsoleMessage } from './availability'

/**
 * Shown instead of the terminal while the instance has no console: which state it is in,
 * and what to do. A stopped or failed instance can be started from here, since that is
 * what a user who came for the console most likely wants.
 */
export function NoConsole({ project, instance }: { project: string; instance: Instance }) {
  const { summary, advice, canStart } = noConsoleMessage(instance)
  const start = useApiMutation('instanceStart', {
    onSuccess: () => addToast({ title: 'Starting instance', content: instance.name }),
    onError: (e) => addToast({ title: 'Could not start instance', content: e.message, variant: 'error' }),
    // the page polls the instance closely while it starts, and connects once it runs
    onSettled: () => Promise.all([invalidate('instanceView'), invalidate('instanceList')]),
  })
  return (
    <EmptyState
      title="No serial console"
      body={
        <>
          {summary} {advice}
        </>
      }
      action={
        canStart && (
          <Button
            loading={start.isPending}
            onClick={() => start.mutate({ path: { instance: instance.name }, query: { project } })}
          >
            Start instance
          </Button>
        )
      }
    />
  )
}
