import { createColumnHelper } from '@tanstack/react-table'
import { useFleetRefusal } from '~/features/access/permissions'
import type { IdentityProvider, Silo } from '~/api/__generated__/Api'
import { sysPb } from '~/features/system/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { siloList } from './siloList'

export const idpList = siloList('siloIdentityProviderList', 'identity provider', 'idps')

const col = createColumnHelper<IdentityProvider>()

/** The silo's identity providers; SAML ones can be added to a SAML silo. */
export function SiloIdpsTab({ silo }: { silo: Silo }) {
  const saml = silo.identityMode === 'saml_jit'
  const columns = [
    nameColumn(col, (idp) => sysPb.samlIdp({ silo: silo.name, provider: idp.name })),
    descriptionColumn(col),
    col.accessor('providerType', { header: 'Type', cell: (i) => i.getValue().toUpperCase() }),
    createdColumn(col),
  ]
  return (
    <ListPage
      layout="tab"
      outlet={false}
      title="Identity providers"
      intro={
        saml
          ? 'Users of this silo sign in through these SAML identity providers.'
          : 'Users of this local-only silo sign in with the passwords the silo keeps; it takes no SAML provider.'
      }
      docs="identityProviders"
      list={idpList}
      columns={columns}
      empty={{
        title: 'No identity providers',
        body: saml ? 'Add the SAML provider users will sign in with.' : 'Local users are managed on the Users tab.',
      }}
      create={saml ? { to: sysPb.siloIdpsNew({ silo: silo.name }), label: 'New identity provider' } : undefined}
      refusal={useFleetRefusal('add identity providers')}
    />
  )
}
