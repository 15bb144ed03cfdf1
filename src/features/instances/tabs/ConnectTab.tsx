import { Link } from 'react-router'
import { instanceWhyNot } from '~/api/capabilities'
import { usePrefetchedQuery } from '~/api/client'
import { projectQuery } from '~/features/projects/queries'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { buttonClass } from '~/ui/Button'
import { CliCommandButton } from '~/ui/CodeModal'
import { CopyButton } from '~/ui/CopyButton'
import { Tooltip } from '~/ui/Tooltip'
import { shellCommand } from '~/util/shell'
import { instanceIpsQuery, instanceQuery } from '../queries'

// the project and instance give the CLI command their names as the API spells them
export const connectLoader = loadQueries((p) => [projectQuery(p.project), instanceQuery(p), instanceIpsQuery(p)])

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mb-6 rounded-lg border border-line p-5">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

export function ConnectTab() {
  const p = useRouteParams()
  const { data: project } = usePrefetchedQuery(projectQuery(p.project))
  const { data: instance } = usePrefetchedQuery(instanceQuery(p))
  const { data: ips } = usePrefetchedQuery(instanceIpsQuery(p))
  const consoleReason = instanceWhyNot('serialConsole', instance.runState)
  const reachable = ips.items.filter((ip) => ip.kind !== 'snat')

  return (
    <>
      <Section title="Serial console">
        <p className="mb-3 text-ink-muted">
          A terminal on the instance's serial port, in the browser or from the CLI. Useful before networking is up.
        </p>
        <div className="flex gap-2">
          {consoleReason ? (
            <Tooltip content={consoleReason}>
              <span role="link" aria-disabled="true" tabIndex={0} className={buttonClass('primary')}>
                Open serial console
              </span>
            </Tooltip>
          ) : (
            <Link to={pb.serialConsole(p)} className={buttonClass('primary')}>
              Open serial console
            </Link>
          )}
          <CliCommandButton project={project} instance={instance} />
        </div>
      </Section>
      <Section title="SSH">
        {reachable.length === 0 ? (
          <p className="text-ink-muted">
            This instance has no external IP. Attach one on the networking tab to reach it over SSH.
          </p>
        ) : (
          <>
            <p className="mb-3 text-ink-muted">
              Use the SSH key you added when creating the instance and the default user of its image (for example{' '}
              <code>ubuntu</code> or <code>debian</code>).
            </p>
            <ul className="space-y-2">
              {reachable.map((ip) => {
                // quoted, so pasting it before filling in the user is a failed login, not
                // the shell reading `<user>` as a file to redirect from
                const command = shellCommand(['ssh', `<user>@${ip.ip}`])
                return (
                  <li key={ip.ip} className="flex items-center gap-3">
                    <code className="rounded bg-canvas px-2 py-1 font-mono text-[13px]">{command}</code>
                    <CopyButton text={command} label={`Copy SSH command for ${ip.ip}`} iconOnly />
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </Section>
    </>
  )
}
