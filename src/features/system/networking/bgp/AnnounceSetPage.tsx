import { createColumnHelper } from '@tanstack/react-table'
import { data, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router'
import type { BgpAnnouncement, BgpAnnounceSet } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import type { EditOrigin } from '~/forms/useLeaveEdit'
import { routeParams, useRouteParams, type RouteParams } from '~/params'
import { mono, rawId } from '~/table/cells'
import { CopyableId } from '~/ui/CopyableId'
import { EmptyState } from '~/ui/EmptyState'
import { PageSection } from '~/ui/PageSection'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { useFleetRefusal } from '~/features/access/permissions'
import { CHANGE_NETWORK } from '../adminControls'
import { netPb } from '../paths'
import { deleteAnnounceSet } from './bgpActions'
import { loadLotBlocks, lotBlockText, useLotBlocks, type LotBlock } from '../address-lots/lotBlocks'
import { announcementsQuery, announceSetsQuery } from './queries'
import { useLocalPages } from '~/table/localPages'

/** The set the path names, by name or id: the API has no call that reads one set. */
export const setNamed = (sets: BgpAnnounceSet[], { announceSet }: Pick<RouteParams, 'announceSet'>) =>
  sets.find((s) => s.name === announceSet || s.id === announceSet)

/**
 * For the set's page and its edit form: the set and its announcements, and the lots' blocks
 * (`blocks`: needed by the form; the page names blocks with them when it can, else shows ids).
 */
export const setLoader =
  (blocks: 'needed' | 'wanted') =>
  async ({ params }: LoaderFunctionArgs) => {
    const p = routeParams(params)
    const [cached] = await Promise.all([
      queryClient.ensureQueryData(announceSetsQuery),
      queryClient.ensureQueryData(announcementsQuery(p.announceSet)),
      blocks === 'needed' ? loadLotBlocks() : loadLotBlocks().catch(() => null),
    ])
    // a set just made is not in the list read before it: ask again before calling it missing
    const sets = setNamed(cached, p) ? cached : await queryClient.fetchQuery({ ...announceSetsQuery, staleTime: 0 })
    if (!setNamed(sets, p)) throw data(null, { status: 404 })
    return null
  }

export const announceSetLoader = setLoader('wanted')

const col = createColumnHelper<BgpAnnouncement>()

function BlockCell({ id, blocks }: { id: string; blocks: LotBlock[] }) {
  const found = blocks.find((b) => b.block.id === id)
  return found ? lotBlockText(found) : rawId(id)
}

/** One announce set: the networks it announces and the address lot block each is drawn from. */
export function AnnounceSetPage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  const set = setNamed(usePrefetchedQuery(announceSetsQuery).data, p)
  const { data: announcements } = usePrefetchedQuery(announcementsQuery(p.announceSet))
  const blocks = useLotBlocks()
  const columns = [
    col.accessor('network', { header: 'Network', cell: (i) => mono(i.getValue()) }),
    col.accessor('addressLotBlockId', {
      header: 'Address lot block',
      cell: (i) => <BlockCell id={i.getValue()} blocks={blocks} />,
    }),
  ]
  const { shown, pager } = useLocalPages(announcements, 'Announcements')
  const table = useTable({ data: shown, columns, getRowId: (a) => a.network })
  // deleted from under the page (here or elsewhere): the list says it is gone
  if (!set) return null
  const edit = netPb.announceSetEdit({ announceSet: set.name })
  return (
    <>
      <ResourceHeader
        kind="Announce set"
        resource={set}
        edit={{ to: edit, label: 'Edit announcements', state: { returnTo: pathname } satisfies EditOrigin }}
        remove={{
          label: 'Delete announce set',
          onClick: () => deleteAnnounceSet(set, () => navigate(netPb.announceSets())),
        }}
        refusal={refusal}
        properties={[
          ['Created', <Timestamp date={set.timeCreated} />],
          ['Modified', <Timestamp date={set.timeModified} />],
          ['ID', <CopyableId id={set.id} label="Copy announce set ID" />],
        ]}
      />
      <PageSection title="Announcements">
        {announcements.length ? (
          <>
            <Table table={table} label="Announcements" />
            {pager}
          </>
        ) : (
          <EmptyState title="No announcements" body="The switches announce nothing for configs using this set." />
        )}
      </PageSection>
    </>
  )
}
