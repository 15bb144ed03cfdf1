import type { LoaderFunctionArgs } from 'react-router'
import { Link, Outlet, useNavigate, useSearchParams } from 'react-router'
import type { Silo } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { pb, SILO_TABS, type SiloTab } from '~/paths'
import { loadQueries } from '~/routing'
import { Badge } from '~/ui/Badge'
import { Button } from '~/ui/Button'
import { cn } from '~/ui/cn'
import { CopyableId } from '~/ui/CopyableId'
import { PropertyList } from '~/ui/PropertyList'
import { Timestamp } from '~/ui/Timestamp'
import { siloQuery, siloQuotasQuery, siloUtilizationQuery } from './queries'
import { deleteSilo } from './siloActions'
import { SiloIdpsTab, idpList } from './SiloIdpsTab'
import { SiloIpPoolsTab, siloPoolList } from './SiloIpPoolsTab'
import { SiloQuotasTab } from './SiloQuotasTab'
import { SiloUsersTab, siloUserList } from './SiloUsersTab'
import { identityModeLabel } from './SilosPage'

const TAB_LABELS: Record<SiloTab, string> = {
  idps: 'Identity providers',
  'ip-pools': 'IP pools',
  quotas: 'Quotas',
  'fleet-roles': 'Fleet role mapping',
  users: 'Users and groups',
}

/** The tab `?tab=` names; the first when it names none (or one that does not exist). */
const tabOf = (search: URLSearchParams): SiloTab => {
  const tab = search.get('tab')
  return SILO_TABS.find((t) => t === tab) ?? 'idps'
}

const quotasLoader = loadQueries((p) => [siloQuotasQuery(p), siloUtilizationQuery(p)])
const noData = async () => null

/** What each tab reads before it shows. */
const TAB_LOADERS: Record<SiloTab, (args: LoaderFunctionArgs) => Promise<unknown>> = {
  idps: idpList.loader,
  'ip-pools': siloPoolList.loader,
  quotas: quotasLoader,
  'fleet-roles': noData,
  users: siloUserList.loader,
}

const siloOnly = loadQueries((p) => [siloQuery(p)])

export async function siloLoader(args: LoaderFunctionArgs) {
  const tab = tabOf(new URL(args.request.url).searchParams)
  await Promise.all([siloOnly(args), TAB_LOADERS[tab](args)])
  return null
}

/** Which fleet roles each silo role confers: fixed when the silo was made. */
function FleetRolesTab({ silo }: { silo: Silo }) {
  const mapped = Object.entries(silo.mappedFleetRoles).filter(([, roles]) => roles.length > 0)
  return (
    <section>
      <h2 className="text-lg font-semibold">Fleet role mapping</h2>
      <p className="mt-1 mb-4 text-ink-muted">
        Holders of a silo role also get these fleet roles. The mapping is set when the silo is created.
      </p>
      {mapped.length === 0 ? (
        <p>No silo role of this silo confers a fleet role.</p>
      ) : (
        <PropertyList
          items={mapped.map(([role, roles]) => [`Silo ${role}`, roles.map((r) => `Fleet ${r}`).join(', ')])}
        />
      )}
    </section>
  )
}

function TabContent({ tab, silo }: { tab: SiloTab; silo: Silo }) {
  switch (tab) {
    case 'idps':
      return <SiloIdpsTab silo={silo} />
    case 'quotas':
      return <SiloQuotasTab silo={silo} />
    case 'fleet-roles':
      return <FleetRolesTab silo={silo} />
    case 'users':
      return <SiloUsersTab silo={silo} />
    case 'ip-pools':
      return <SiloIpPoolsTab silo={silo} />
  }
}

/** A silo: its properties over tabs that `?tab=` selects (SPEC section 2). */
export function SiloPage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const tab = tabOf(search)
  const { data: silo } = usePrefetchedQuery(siloQuery(p))
  return (
    <>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="text-[12px] tracking-wide text-ink-muted uppercase">Silo</div>
          <h1 className="text-2xl font-semibold tracking-tight">{silo.name}</h1>
          {silo.description && <p className="mt-1 text-ink-muted">{silo.description}</p>}
        </div>
        <Button variant="secondary" onClick={() => deleteSilo(silo, () => navigate(pb.silos()))}>
          Delete silo
        </Button>
      </div>
      <div className="mb-6">
        <PropertyList
          items={[
            ['Identity mode', <Badge>{identityModeLabel(silo.identityMode)}</Badge>],
            ['Discoverable', silo.discoverable ? 'Yes' : 'No'],
            ['Created', <Timestamp date={silo.timeCreated} />],
            ['ID', <CopyableId id={silo.id} label="Copy silo ID" />],
          ]}
        />
      </div>
      <nav aria-label="Silo sections" className="mb-5 flex gap-1 overflow-x-auto border-b border-line">
        {SILO_TABS.map((t) => (
          <Link
            key={t}
            to={pb.silo(p, t)}
            aria-current={t === tab ? 'page' : undefined}
            preventScrollReset
            className={cn(
              '-mb-px border-b-2 px-3 py-2 whitespace-nowrap text-ink-muted hover:text-ink',
              t === tab ? 'border-accent font-medium text-ink' : 'border-transparent',
            )}
          >
            {TAB_LABELS[t]}
          </Link>
        ))}
      </nav>
      <TabContent tab={tab} silo={silo} />
      <Outlet />
    </>
  )
}
