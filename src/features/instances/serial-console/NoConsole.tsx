import { useState } from 'react'
import type { Instance } from '~/api/__generated__/Api'
import { runAction } from '~/actions'
import { Button } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { powerRun } from '../instanceActions'
import { noConsoleMessage } from './availability'

/**
 * Shown instead of the terminal while the instance has no console: which state it is in,
 * and what to do. A stopped or failed instance can be started from here, since that is
 * what a user who came for the console most likely wants.
 */
export function NoConsole({ project, instance }: { project: string; instance: Instance }) {
  const { summary, advice, canStart } = noConsoleMessage(instance)
  const [starting, setStarting] = useState(false)
  // the page polls the instance closely while it starts, and connects once it runs
  const start = async () => {
    setStarting(true)
    await runAction(powerRun(project, instance.name, 'start'))
    setStarting(false)
  }
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
          <Button loading={starting} onClick={start}>
            Start instance
          </Button>
        )
      }
    />
  )
}
