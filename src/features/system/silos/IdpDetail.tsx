import type { ReactNode } from 'react'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { sysPb } from '~/features/system/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { CopyButton } from '~/ui/CopyButton'
import { CopyableId } from '~/ui/CopyableId'
import { PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { Timestamp } from '~/ui/Timestamp'
import { samlIdpQuery } from './queries'

export const samlIdpLoader = loadQueries((p) => [samlIdpQuery(p)])

/** A value an operator pastes into the identity provider's own settings, with its copy button. */
function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex items-start gap-2">
      <span className="min-w-0 font-mono text-[13px] break-all">{value}</span>
      <CopyButton text={value} label={`Copy ${label}`} iconOnly />
    </div>
  )
}

const none = <span className="text-ink-muted">None</span>

/** A SAML provider's settings, read-only (the API has no update), each value copyable. */
export function SamlIdpDetail() {
  const p = useRouteParams()
  const close = useCloseTo(sysPb.silo(p))
  const { data: idp } = usePrefetchedQuery(samlIdpQuery(p))
  const copyable = (value: string | null | undefined, label: string): ReactNode =>
    value ? <Copyable value={value} label={label} /> : none
  return (
    <SideModal title={`Identity provider ${idp.name}`} subtitle="SAML" onDismiss={close}>
      <PropertyList
        items={[
          ['Name', idp.name],
          ['Description', idp.description || none],
          ['ID', <CopyableId id={idp.id} label="Copy provider ID" />],
          ['IdP entity ID', copyable(idp.idpEntityId, 'IdP entity ID')],
          ['SP client ID', copyable(idp.spClientId, 'SP client ID')],
          ['ACS URL', copyable(idp.acsUrl, 'ACS URL')],
          ['SLO URL', copyable(idp.sloUrl, 'SLO URL')],
          ['Technical contact', copyable(idp.technicalContactEmail, 'technical contact')],
          ['Group attribute', copyable(idp.groupAttributeName, 'group attribute name')],
          ['Signing certificate', copyable(idp.publicCert, 'signing certificate')],
          ['Created', <Timestamp date={idp.timeCreated} />],
        ]}
      />
    </SideModal>
  )
}
