import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { Certificate } from '~/api/__generated__/Api'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { Badge } from '~/ui/Badge'
import { Timestamp } from '~/ui/Timestamp'
import { deleteCertificate } from './certificateActions'
import { readCertificate } from './certificateFiles'
import { SERVICE_LABELS } from './service'
import { certificateList } from './lists'

const col = createColumnHelper<Certificate>()

/** The expiry of the certificate the chain serves with; the API gives only the PEM. */
function Expiry({ pem }: { pem: string }) {
  const cert = readCertificate(pem)
  if (typeof cert === 'string') return <span className="text-ink-muted">Unreadable</span>
  const expired = cert.notAfter.getTime() <= Date.now()
  return (
    <span className="inline-flex items-center gap-2">
      <Timestamp date={cert.notAfter} />
      {expired && <Badge color="danger">Expired</Badge>}
    </span>
  )
}

/** The silo's TLS certificates for its console and API; for its admins. */
export function CertificatesPage() {
  const navigate = useNavigate()
  const over = useOverList()
  const view = (cert: Certificate) => over(pb.certificate({ certificate: cert.name }))
  return (
    <ListPage
      title="Certificates"
      intro="The TLS certificates this silo’s console and API are served with. Each must be valid for the silo’s DNS name."
      docs="certificates"
      list={certificateList}
      columns={[
        nameColumn(col, view),
        descriptionColumn(col),
        col.accessor((c) => SERVICE_LABELS[c.service], { id: 'service', header: 'Service' }),
        col.accessor('cert', { id: 'expires', header: 'Expires', cell: (info) => <Expiry pem={info.getValue()} /> }),
        createdColumn(col),
      ]}
      actions={(cert) => [
        { label: 'View', onSelect: () => navigate(view(cert)) },
        { label: 'Delete', danger: true, onSelect: () => deleteCertificate(cert) },
      ]}
      empty={{
        title: 'No certificates',
        body: 'Add a certificate and its private key so that the silo is served over TLS with a certificate clients trust.',
      }}
      create={{ to: pb.certificatesNew(), label: 'Add certificate' }}
    />
  )
}
