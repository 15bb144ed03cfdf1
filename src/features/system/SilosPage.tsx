import { createColumnHelper } from '@tanstack/react-table'
import type { LoaderFunctionArgs } from 'react-router'
import type { Silo } from '~/api/__generated__/Api'
import { apiq, queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { Badge } from '~/ui/Badge'
import { DocsLink } from '~/ui/DocsLink'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'

export async function silosLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  await queryClient.ensureQueryData(apiq('siloList', { query: firstPageParams(search) }))
  return null
}

const col = createColumnHelper<Silo>()
const columns = [
  col.accessor('name', { header: 'Name', cell: (i) => <span className="font-medium">{i.getValue()}</span> }),
  col.accessor('description', {
    header: 'Description',
    cell: (i) => <span className="text-ink-muted">{i.getValue()}</span>,
  }),
  col.accessor('identityMode', {
    header: 'Identity mode',
    cell: (i) => <Badge>{i.getValue() === 'saml_jit' ? 'SAML' : 'Local'}</Badge>,
  }),
  col.accessor('discoverable', { header: 'Discoverable', cell: (i) => (i.getValue() ? 'Yes' : 'No') }),
  col.accessor('timeCreated', { header: 'Created', cell: (i) => <Timestamp date={i.getValue()} /> }),
]

export function SilosPage() {
  const { items, query, pagination } = useListQuery('siloList', {})
  const table = useTable({ data: items, columns, getRowId: (s) => s.id })
  return (
    <>
      <PageHeader
        title="Silos"
        description={
          <>
            Each silo is an isolated tenant with its own users, projects and identity provider.{' '}
            <DocsLink topic="silos" />
          </>
        }
      />
      <Table table={table} label="Silos" busy={query.isPlaceholderData} />
      <Pagination {...pagination} />
    </>
  )
}
