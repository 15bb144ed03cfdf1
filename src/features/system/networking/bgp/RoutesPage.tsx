import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { BgpImportedRouteIpv4 } from '~/api/__generated__/Api'
import { mono } from '~/table/cells'
import { EmptyState } from '~/ui/EmptyState'
import { Table, useTable } from '~/ui/Table'
import { asnPage } from './asn'
import { importedRoutesQuery } from './queries'
import { routerIdText } from './routerId'
import { useLocalPages } from '~/table/localPages'

const col = createColumnHelper<BgpImportedRouteIpv4>()
const columns = [
  col.accessor('prefix', { header: 'Prefix', cell: (i) => mono(i.getValue()) }),
  col.accessor('nexthop', { header: 'Next hop', cell: (i) => mono(i.getValue()) }),
  col.accessor('switch', { header: 'Switch' }),
  col.accessor('id', { header: 'Originating router ID', cell: (i) => mono(routerIdText(i.getValue())) }),
]

function ImportedRoutes({ asn }: { asn: number }) {
  const { data: routes = [], isPlaceholderData } = useQuery(importedRoutesQuery(asn))
  const label = `IPv4 routes imported for AS${asn}`
  const { shown, pager } = useLocalPages(routes, label)
  const table = useTable({
    data: shown,
    columns,
    getRowId: (r) => `${r.switch}-${r.prefix}-${r.nexthop}`,
  })
  if (routes.length === 0)
    return (
      <EmptyState
        title="No imported routes"
        body={`The switches have learned no IPv4 routes over the sessions of AS${asn}: its peers may be down.`}
      />
    )
  return (
    <>
      <Table table={table} label={label} busy={isPlaceholderData} />
      {pager}
    </>
  )
}

/** The IPv4 routes the switches learned from their BGP peers, for one of the rack's ASNs. */
export const { loader: routesLoader, Page: RoutesPage } = asnPage({
  query: importedRoutesQuery,
  title: 'Imported routes',
  description: 'The IPv4 routes the switches have learned from their BGP peers, for the config of one ASN.',
  Body: ImportedRoutes,
})
