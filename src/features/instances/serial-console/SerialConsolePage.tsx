// /projects/:project/instances/:instance/serial-console: a terminal on the instance's
// serial port, over the API's WebSocket stream.
import { useMemo } from 'react'
import { Link } from 'react-router'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { projectQuery } from '~/features/projects/queries'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { Button, buttonClass } from '~/ui/Button'
import { CliCommandButton } from '~/ui/CodeModal'
import { InstanceState } from '../cells'
import { instanceQuery } from '../queries'
import { hasConsole, pollInterval } from './availability'
import { ConsoleStatusLine } from './ConsoleStatusLine'
import { NoConsole } from './NoConsole'
import { consoleStreamUrl } from './stream'
import { useSerialConsole } from './useSerialConsole'

/**
 * The instance, so a missing one (or one the user may not see) is a page-not-found; and
 * its project, whose name the CLI command gives.
 */
export const serialConsoleLoader = loadQueries((p) => [instanceQuery(p), projectQuery(p.project)])

export function SerialConsolePage() {
  const { project, instance } = useRouteParams()
  // another instance is another session: its own terminal, socket and status from scratch
  return <SerialConsole key={`${project}/${instance}`} project={project} name={instance} />
}

function SerialConsole({ project, name }: { project: string; name: string }) {
  const { data: projectData } = usePrefetchedQuery(projectQuery(project))
  const query = instanceQuery({ project, instance: name })
  const { data: instance } = usePrefetchedQuery({
    ...query,
    refetchInterval: (q) => pollInterval(q.state.data?.runState),
  })
  const enabled = hasConsole(instance.runState)
  // the page's own host and scheme: the stream goes wherever the API goes
  const url = useMemo(() => consoleStreamUrl(window.location, project, name), [project, name])
  const { hostRef, status, reconnect, disconnect, canReconnect } = useSerialConsole({
    url,
    enabled,
    // a refusal or a dropped stream often means the instance stopped: re-read it, so the
    // page can switch to saying so instead of offering a reconnect that would fail
    onClosed: () => void queryClient.invalidateQueries({ queryKey: query.queryKey }),
  })
  const closed = status.state === 'closed'

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <div className="text-[12px] tracking-wide text-ink-muted uppercase">Serial console</div>
          <div className="flex items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight">{instance.name}</h1>
            <InstanceState instance={instance} />
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Link to={pb.instance({ project, instance: name })} className={buttonClass('secondary', 'sm')}>
            Back to instance
          </Link>
          <CliCommandButton project={projectData} instance={instance} />
        </div>
      </div>

      <div className="mb-3 flex min-h-7 items-center justify-between gap-3">
        <ConsoleStatusLine status={status} runState={instance.runState} />
        {/* one button whose job changes, so keyboard focus stays on it across the switch */}
        {enabled && (
          <Button
            variant={closed ? 'primary' : 'secondary'}
            size="sm"
            onClick={closed ? reconnect : disconnect}
            disabled={closed && !canReconnect}
          >
            {closed ? 'Reconnect' : 'Disconnect'}
          </Button>
        )}
      </div>

      {enabled ? (
        <div
          role="region"
          aria-label={`Serial console of ${instance.name}`}
          className="relative min-h-64 flex-1 overflow-hidden rounded-lg border border-line bg-canvas"
        >
          {/* absolutely placed, so the terminal's own size never feeds back into the
              container's and a fit always measures the space the layout leaves */}
          <div ref={hostRef} className="absolute inset-2" />
        </div>
      ) : (
        <NoConsole project={project} instance={instance} />
      )}
    </div>
  )
}
