import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ServiceUsingCertificate } from '~/api/__generated__/Api'
import { apiCall } from '~/api/apiCall'
import { FileField } from '~/forms/FileField'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { recheck } from '~/forms/recheck'
import { ResourceForm } from '~/forms/ResourceForm'
import { pb } from '~/paths'
import { itemOverList } from '~/table/itemOverList'
import { useCloseTo } from '~/table/overList'
import { Badge } from '~/ui/Badge'
import { CopyableId } from '~/ui/CopyableId'
import { CopyableText } from '~/ui/CopyableText'
import { PropertyList } from '~/ui/PropertyList'
import { DeleteCloseFooter, SideModal } from '~/ui/SideModal'
import { Timestamp } from '~/ui/Timestamp'
import { parseCertificates, sha256Fingerprint, type CertificateInfo } from '~/util/x509'
import { certificateRefresh, deleteCertificate } from './certificateActions'
import { certificateFileMessage, keyFileMessage, readCertificate } from './certificateFiles'
import { certificateQuery } from './queries'
import { SERVICE_LABELS } from './service'

type CreateValues = {
  name: string
  description: string
  service: ServiceUsingCertificate
  cert: File | null
  key: File | null
}

const SERVICE_OPTIONS = Object.entries(SERVICE_LABELS).map(([value, label]) => ({
  value: value as ServiceUsingCertificate,
  label,
  description: 'The silo’s console and API, at its DNS name',
}))

type Fact = [string, ReactNode]

/** Subject, issuer and validity of a certificate, as a property list. */
function certificateFacts(cert: CertificateInfo): Fact[] {
  const expired = cert.notAfter.getTime() <= Date.now()
  return [
    ['Subject', <span className="break-all">{cert.subject}</span>],
    ['Issuer', <span className="break-all">{cert.issuer}</span>],
    ['Valid from', <Timestamp date={cert.notBefore} />],
    [
      'Valid until',
      <span className="inline-flex items-center gap-2">
        <Timestamp date={cert.notAfter} />
        {expired && <Badge color="danger">Expired</Badge>}
      </span>,
    ],
    ['Public key', cert.publicKey.description],
  ]
}

/**
 * `certificates-new`: a name, the service, and the certificate chain and its private key as
 * PEM files. Both files are read here: a file of the wrong kind, a certificate out of date
 * and a key that is not the certificate's are said next to the field before anything is
 * sent; whatever else the API refuses shows above the form.
 */
export function CertificateCreateForm() {
  const form = useForm<CreateValues>({
    defaultValues: { name: '', description: '', service: 'external_api', cert: null, key: null },
    mode: 'onChange',
  })
  const certFile = form.watch('cert')
  const [chosen, setChosen] = useState<CertificateInfo | null>(null)
  useEffect(() => {
    let current = true
    void certFile?.text().then((text) => {
      const cert = readCertificate(text)
      if (current) setChosen(typeof cert === 'string' ? null : cert)
    })
    if (!certFile) setChosen(null)
    // the key is checked against the certificate: a new certificate asks again
    recheck(form, 'key')
    return () => {
      current = false
    }
  }, [certFile, form])

  return (
    <ResourceForm
      kind="certificate"
      editing={false}
      form={form}
      call={async ({ cert, key, ...rest }) =>
        apiCall('certificateCreate', { body: { ...rest, cert: await cert!.text(), key: await key!.text() } })
      }
      refresh={certificateRefresh}
      leave={useCloseTo(pb.certificates())}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <RadioGroupField control={form.control} name="service" label="Service" options={SERVICE_OPTIONS} />
      <FileField
        control={form.control}
        name="cert"
        label="Certificate"
        accept=".pem,.crt,.cer"
        description="The PEM certificate chain: the silo’s certificate first, then any intermediates."
        validate={async (file) => certificateFileMessage(await file.text())}
      />
      {chosen && (
        <div className="mb-4 rounded-md border border-line p-3 text-[13px]" aria-label="Chosen certificate">
          <PropertyList items={certificateFacts(chosen)} />
        </div>
      )}
      <FileField
        control={form.control}
        name="key"
        label="Private key"
        accept=".pem,.key"
        description="The PEM private key the certificate was made for (RSA or EC)."
        validate={async (file) => {
          const cert = form.getValues('cert')
          return keyFileMessage(await file.text(), cert ? await cert.text() : undefined)
        }}
      />
    </ResourceForm>
  )
}

const certificateView = itemOverList(certificateQuery, pb.certificates)
export const certificateViewLoader = certificateView.loader

/** `certificates/:certificate`: what the certificate says of itself, read from its PEM. */
export function CertificateView() {
  const { data: cert, close } = certificateView.use()
  let chain: CertificateInfo[] = []
  try {
    chain = parseCertificates(cert.cert)
  } catch {
    // shown below as unreadable; the API has taken it, so it is still listed and deletable
  }
  const leaf = chain[0] as CertificateInfo | undefined
  const fingerprint = useQuery({
    queryKey: ['certificate-fingerprint', cert.id, cert.cert],
    queryFn: () => sha256Fingerprint(leaf!.der),
    enabled: !!leaf,
    staleTime: Infinity,
  }).data
  return (
    <SideModal
      title="Certificate"
      subtitle={cert.name}
      onDismiss={close}
      footer={<DeleteCloseFooter onDelete={() => deleteCertificate(cert, close)} onClose={close} />}
    >
      <PropertyList
        items={[
          ['Name', cert.name],
          ['ID', <CopyableId id={cert.id} label="Copy certificate ID" />],
          ['Description', cert.description || <span className="text-ink-faint">None</span>],
          ['Service', SERVICE_LABELS[cert.service]],
          ['Created', <Timestamp date={cert.timeCreated} />],
          ...(leaf
            ? [
                ...certificateFacts(leaf),
                [
                  'Serial number',
                  <span className="font-mono text-[12px] break-all">{leaf.serial}</span>,
                ] satisfies Fact,
                [
                  'SHA-256 fingerprint',
                  <span className="font-mono text-[12px] break-all">{fingerprint ?? 'Computing…'}</span>,
                ] satisfies Fact,
                ['Chain', chain.length === 1 ? '1 certificate' : `${chain.length} certificates`] satisfies Fact,
              ]
            : [['Certificate', <span className="text-danger">This certificate cannot be read</span>] satisfies Fact]),
        ]}
      />
      <CopyableText title="Certificate chain (PEM)" text={cert.cert} copyLabel="Copy certificate chain" rows={8} />
    </SideModal>
  )
}
