import { GuardedButton } from '~/ui/GuardedButton'
import { useFleetRefusal } from '~/features/access/permissions'
// /system/update: the rack's target release, the repositories it can move to, uploading a
// new one, and the trust roots that decide which repositories it accepts.
import { usePrefetchedQuery } from '~/api/client'
import { loadQueries, loadTogether } from '~/routing'
import { DocsLink } from '~/ui/DocsLink'
import { PageHeader } from '~/ui/PageHeader'
import { PropertyList } from '~/ui/PropertyList'
import { Timestamp } from '~/ui/Timestamp'
import { pb } from '~/paths'
import { Link } from 'react-router'
import { targetReleaseQuery, trustRootList } from './queries'
import { openSetTarget, Repositories } from './Repositories'
import { RepositoryUpload } from './RepositoryUpload'
import { currentVersion } from './SetTargetRelease'
import { TrustRootsList } from './TrustRoots'

// its reads declared: a first visit's head sends them (src/firstCalls)
export const updateLoader = loadTogether(
  loadQueries(() => [targetReleaseQuery]),
  trustRootList.loader,
)

const DAY = 24 * 60 * 60 * 1000

/** The audit log over the last 90 days, showing only target release changes: the API keeps no other history of them. */
function historyLink(now = Date.now()) {
  const search = new URLSearchParams({
    operation: 'target_release_update',
    start: new Date(now - 90 * DAY).toISOString(),
    end: new Date(now).toISOString(),
  })
  return `${pb.auditLog()}?${search}`
}

function TargetReleaseCard() {
  const target = usePrefetchedQuery(targetReleaseQuery).data
  const version = currentVersion(target)
  const refusal = useFleetRefusal('set the target release')
  return (
    <section aria-labelledby="target-heading" className="mb-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="target-heading" className="text-lg font-semibold">
            Target release
          </h2>
          <p className="mt-1 text-ink-muted">
            The release the rack is moving to; what each component runs now may still be older.
          </p>
        </div>
        <GuardedButton variant="primary" reason={refusal} onClick={() => openSetTarget(version)}>
          Set target release
        </GuardedButton>
      </div>
      <PropertyList
        items={[
          [
            'Version',
            version ?? <span className="text-ink-muted">Not set (the rack runs what it was installed with)</span>,
          ],
          ['Generation', String(target.generation)],
          ['Requested', <Timestamp date={target.timeRequested} />],
          [
            'History',
            <Link to={historyLink()} className="text-info underline underline-offset-2 hover:text-ink">
              Changes of the last 90 days, in the audit log
            </Link>,
          ],
        ]}
      />
    </section>
  )
}

export function UpdatePage() {
  const target = usePrefetchedQuery(targetReleaseQuery).data
  return (
    <>
      <PageHeader
        title="Software update"
        description={
          <>
            Upload a release repository, then make it the target: the rack updates itself to it.{' '}
            <DocsLink topic="softwareUpdate" />
          </>
        }
      />
      <TargetReleaseCard />
      <Repositories />
      <RepositoryUpload current={currentVersion(target)} />
      <TrustRootsList />
    </>
  )
}
