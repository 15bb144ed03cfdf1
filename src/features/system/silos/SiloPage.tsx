import type { LoaderFunction } from 'react-router'
import { useFleetRefusal } from '~/features/access/permissions'
import { Outlet, useNavigate, useSearchParams } from 'react-router'
import type { Silo } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { sysPb, SILO_TABS, type SiloTab } from '~/features/system/paths'
import { pb } from '~/paths'
import { loadQueries, loadTogether } from '~/routing'
import { loadTab } from '~/tabLoader'
import { Badge } from '~/ui/Badge'
import { CopyableId } from '~/ui/CopyableId'
import { PropertyList } from '~/ui/PropertyList'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { TabNav } from '~/ui/TabNav'
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
const TAB_LOADERS: Record<SiloTab, LoaderFunction> = {
  idps: idpList.loader,
  'ip-pools': siloPoolList.loader,
  quotas: quotasLoader,
  'fleet-roles': noData,
  users: siloUserList.loader,
}

export const siloLoader = loadTogether(
  loadQueries((p) => [siloQuery(p)]),
  loadTab(tabOf, TAB_LOADERS),
)

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
      <ResourceHeader
        kind="Silo"
        resource={silo}
        remove={{ label: 'Delete silo', onClick: () => deleteSilo(silo, () => navigate(pb.silos())) }}
        refusal={useFleetRefusal('change and delete silos')}
        properties={[
          ['Identity mode', <Badge>{identityModeLabel(silo.identityMode)}</Badge>],
          ['Discoverable', silo.discoverable ? 'Yes' : 'No'],
          ['Created', <Timestamp date={silo.timeCreated} />],
          ['ID', <CopyableId id={silo.id} label="Copy silo ID" />],
        ]}
      />
      <TabNav
        label="Silo sections"
        tabs={SILO_TABS.map((t) => [sysPb.silo(p, t), TAB_LABELS[t], t === tab])}
        keepScroll
      />
      <TabContent tab={tab} silo={silo} />
      <Outlet />
    </>
  )
}
