// The updates trust store: the root roles whose keys may sign release repositories. Listed
// on the update page; adding one (a JSON document, pasted or read from its file) and viewing
// one open over it.
import { apiCall } from '~/api/apiCall'
import { useMutation } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { UpdatesTrustRoot } from '~/api/__generated__/Api'
import { invalidate, type OpName } from '~/api/client'
import { confirmDelete } from '~/actions'
import { useFleetRefusal } from '~/features/access/permissions'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { itemOverList } from '~/table/itemOverList'
import { quiet } from '~/table/cells'
import { createdColumn, idColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useCloseTo, useOverList } from '~/table/overList'
import { Badge } from '~/ui/Badge'
import { CopyableId } from '~/ui/CopyableId'
import { CopyButton } from '~/ui/CopyButton'
import { PropertyList } from '~/ui/PropertyList'
import { DeleteCloseFooter, SideModal } from '~/ui/SideModal'
import { Timestamp } from '~/ui/Timestamp'
import { addToast } from '~/ui/Toast'
import { createTrustRoot, trustRootCreateCall, trustRootList, trustRootQuery } from './queries'
import { readRootRole, summarize, type RootRoleSummary } from './rootRole'

const refresh: OpName[] = ['systemUpdateTrustRootList', 'systemUpdateTrustRootView']
/** The changes to the trust store, in a refusal; its list and its roots stay a fleet viewer's to read. */
const CHANGE_TRUST_ROOTS = 'add and delete trust roots'
const shortKey = (id: string) => `${id.slice(0, 12)}…`

function deleteTrustRoot(id: string, onDone?: () => void) {
  confirmDelete({
    kind: 'trust root',
    name: id,
    consequence:
      'Repositories signed only by its keys can no longer be uploaded. Those already uploaded stay, and the target release is not changed.',
    call: apiCall('systemUpdateTrustRootDelete', { path: { trustRootId: id } }),
    refresh,
    onDone,
  })
}

/** The summary's facts, for the list's columns and the detail alike. */
function facts(s: RootRoleSummary | null): [string, ReactNode][] {
  if (!s) return [['Root role', <span className="text-danger">Not a root role this console can read</span>]]
  const expired = s.expires.getTime() <= Date.now()
  return [
    [
      'Expires',
      <span className="inline-flex items-center gap-2">
        <Timestamp date={s.expires} />
        {expired && <Badge color="danger">Expired</Badge>}
      </span>,
    ],
    ['Root keys', <span className="font-mono text-[12px] break-all">{s.rootKeyIds.join(', ')}</span>],
    ['Signatures needed', `${s.threshold} of ${s.rootKeyIds.length}`],
    ['Role version', String(s.version)],
  ]
}

const col = createColumnHelper<UpdatesTrustRoot>()

export function TrustRootsList() {
  const over = useOverList()
  const navigate = useNavigate()
  const columns = [
    idColumn(col, (trustRootId) => over(sysPb.trustRoot({ trustRootId }))),
    col.display({
      id: 'keys',
      header: 'Root keys',
      cell: ({ row }) => {
        const s = summarize(row.original.rootRole)
        return s ? <span className="font-mono text-[13px]">{s.rootKeyIds.map(shortKey).join(', ')}</span> : quiet('—')
      },
    }),
    col.display({
      id: 'expires',
      header: 'Expires',
      cell: ({ row }) => {
        const s = summarize(row.original.rootRole)
        return s ? <Timestamp date={s.expires} /> : quiet('—')
      },
    }),
    createdColumn(col),
  ]
  return (
    <ListPage
      layout="tab"
      title="Trust roots"
      intro="Root roles of The Update Framework: a repository is accepted only when its metadata is signed by keys they name."
      list={trustRootList}
      label="Trust roots"
      columns={columns}
      rowName={(r) => r.id}
      actions={(r) => [
        { label: 'View', ownRole: true, onSelect: () => navigate(over(sysPb.trustRoot({ trustRootId: r.id }))) },
        { label: 'Delete', danger: true, onSelect: () => deleteTrustRoot(r.id) },
      ]}
      empty={{
        title: 'No trust roots',
        body: 'Without a trust root no repository can be uploaded. Add the root role Oxide publishes with its releases.',
      }}
      create={{ to: sysPb.trustRootsNew(), label: 'Add trust root' }}
      refusal={useFleetRefusal(CHANGE_TRUST_ROOTS)}
    />
  )
}

type Values = { document: string }

/** `update/trust-roots-new`: the root role as JSON, pasted or read from its file, checked as it is typed. */
export function TrustRootAddForm() {
  const close = useCloseTo(pb.softwareUpdate())
  const form = useForm<Values>({ defaultValues: { document: '' }, mode: 'onChange' })
  const [fileError, setFileError] = useState<string | null>(null)
  const text = form.watch('document')
  const read = readRootRole(text)
  const mutation = useMutation({
    mutationFn: ({ document }: Values) => {
      const parsed = readRootRole(document)
      if (!parsed.ok) throw new Error(parsed.message)
      return createTrustRoot(parsed.document)
    },
    onSuccess: async (root) => {
      close()
      await Promise.all(refresh.map(invalidate))
      addToast({ title: 'Trust root added', content: root.id })
    },
  })
  const pick = async (file: File | undefined) => {
    if (!file) return
    setFileError(null)
    try {
      form.setValue('document', await file.text(), { shouldDirty: true, shouldValidate: true })
    } catch {
      setFileError(`Could not read ${file.name}`)
    }
  }
  return (
    <SideModalForm
      title="Add trust root"
      form={form}
      onSubmit={(values) => mutation.mutate(values)}
      onDismiss={close}
      loading={mutation.isPending}
      submitError={mutation.error}
      submitLabel="Add trust root"
      request={({ document }) => {
        const parsed = readRootRole(document)
        if (!parsed.ok) throw new Error(parsed.message)
        return trustRootCreateCall(parsed.document)
      }}
    >
      <div className="mb-4">
        <label htmlFor="trust-root-file" className="mb-1.5 block font-medium">
          Read from a file <span className="font-normal text-ink-faint">(optional)</span>
        </label>
        <input
          id="trust-root-file"
          type="file"
          accept=".json,application/json"
          onChange={(e) => void pick(e.target.files?.[0])}
          className="block text-[13px] file:mr-3 file:rounded-md file:border file:border-line-strong file:bg-raised file:px-2.5 file:py-1 file:text-ink"
        />
        {fileError && <p className="mt-1 text-[13px] text-danger">{fileError}</p>}
      </div>
      {read.ok && (
        <div role="group" aria-label="Root role read" className="mb-4">
          <PropertyList items={facts(read.summary)} />
        </div>
      )}
      <TextField
        control={form.control}
        name="document"
        label="Root role (JSON)"
        multiline
        autoFocus
        description="The root.json of the release signing keys, as Oxide publishes it"
        validate={(value) => {
          const r = readRootRole(value)
          return r.ok ? undefined : r.message
        }}
      />
    </SideModalForm>
  )
}

const trustRootDetail = itemOverList(trustRootQuery, pb.softwareUpdate)
export const trustRootLoader = trustRootDetail.loader

/** `update/trust-roots/:trustRootId`: what the root role says, and the document as stored. */
export function TrustRootDetail() {
  const { data: root, close } = trustRootDetail.use()
  const json = JSON.stringify(root.root_role, null, 2)
  return (
    <SideModal
      title="Trust root"
      subtitle={root.id}
      onDismiss={close}
      footer={
        <DeleteCloseFooter
          onDelete={() => deleteTrustRoot(root.id, close)}
          onClose={close}
          refusal={useFleetRefusal(CHANGE_TRUST_ROOTS)}
        />
      }
    >
      <PropertyList
        items={[
          ['ID', <CopyableId id={root.id} label="Copy trust root ID" />],
          ['Added', <Timestamp date={new Date(root.time_created)} />],
          ...facts(summarize(root.root_role)),
        ]}
      />
      <div className="mt-5 mb-1.5 flex items-center justify-between gap-2">
        <h3 className="font-medium">Root role document</h3>
        <CopyButton text={json} label="Copy root role" />
      </div>
      <pre
        role="region"
        aria-label="Root role document"
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-md border border-line bg-raised p-3 font-mono text-[12px]"
      >
        {json}
      </pre>
    </SideModal>
  )
}
