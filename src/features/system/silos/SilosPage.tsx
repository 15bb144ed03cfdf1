import { createColumnHelper } from '@tanstack/react-table'
import { useFleetRefusal } from '~/features/access/permissions'
import type { Silo } from '~/api/__generated__/Api'
import { sysPb } from '~/features/system/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { Badge } from '~/ui/Badge'
import { deleteItem } from '~/ui/Menu'
import { deleteSilo } from './siloActions'
import { siloList } from './lists'

export const identityModeLabel = (mode: Silo['identityMode']) => (mode === 'saml_jit' ? 'SAML' : 'Local')

const col = createColumnHelper<Silo>()
const columns = [
  nameColumn(col, (s) => sysPb.silo({ silo: s.name })),
  descriptionColumn(col),
  col.accessor('identityMode', {
    header: 'Identity mode',
    cell: (i) => <Badge>{identityModeLabel(i.getValue())}</Badge>,
  }),
  col.accessor('discoverable', { header: 'Discoverable', cell: (i) => (i.getValue() ? 'Yes' : 'No') }),
  createdColumn(col),
]

/** Every silo of the fleet, for operators. */
export function SilosPage() {
  // creating needs less than deleting (a fleet collaborator), so each control has its own reason
  const createRefusal = useFleetRefusal('create silos', 'collaborator')
  const deleteRefusal = useFleetRefusal('delete silos')
  return (
    <ListPage
      title="Silos"
      intro="Each silo is an isolated tenant with its own users, projects and identity provider."
      docs="silos"
      list={siloList}
      columns={columns}
      // the delete's reason names the role deleting takes, not the list's
      actions={(silo) => [{ ...deleteItem(() => deleteSilo(silo), deleteRefusal), ownRole: true }]}
      empty={{ title: 'No silos', body: 'There are no silos in this fleet that you can see.' }}
      create={{ to: sysPb.silosNew(), label: 'New silo' }}
      refusal={createRefusal}
    />
  )
}
