import { apiCall } from '~/api/apiCall'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import type { BgpAnnounceSet } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { FieldList } from '~/forms/FieldList'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { useRecheck } from '~/forms/recheck'
import { ResourceForm } from '~/forms/ResourceForm'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { useLeaveEdit } from '~/forms/useLeaveEdit'
import { useRouteParams } from '~/params'
import { useLeaveToNew } from '~/table/overList'
import { netPb } from '../paths'
import { setLoader, setNamed } from './AnnounceSetPage'
import { canonicalNetwork, validateAnnouncement } from './announcements'
import { loadLotBlocks, lotBlockText, useLotBlocks, type LotBlock } from '../address-lots/lotBlocks'
import { announcementsQuery, announceSetsQuery } from './queries'

type Row = { network: string; block: string }
type Values = { name: string; description: string; announcements: Row[] }

const EMPTY_ROW: Row = { network: '', block: '' }

/** One announcement: its network, checked against the block chosen beside it and the rows above it. */
function AnnouncementFields({ form, i, blocks }: { form: UseFormReturn<Values>; i: number; blocks: LotBlock[] }) {
  const rows = useWatch({ control: form.control, name: 'announcements' })
  // the network's rules read the block and the rows above it: a change there checks it again
  useRecheck(form, `announcements.${i}.network`, [rows[i]?.block, rows.slice(0, i).map((r) => r.network)])
  return (
    <>
      <SelectField
        control={form.control}
        name={`announcements.${i}.block`}
        label="Address lot block"
        required
        placeholder="Choose a block"
        options={blocks.map((b) => ({ value: b.block.id, label: lotBlockText(b) }))}
        description="The addresses the network is drawn from"
      />
      <TextField
        control={form.control}
        name={`announcements.${i}.network`}
        label="Network"
        required
        validate={() => {
          const all = form.getValues('announcements')
          const chosen = blocks.find((b) => b.block.id === all[i].block)?.block
          return validateAnnouncement(
            all.map((r) => r.network),
            i,
            chosen,
          )
        }}
        description="A prefix within the block, for example 198.51.100.0/24"
      />
    </>
  )
}

/** The form of a set, new or existing: the API's one call (a PUT) creates a set or replaces its announcements. */
function AnnounceSetForm({
  set,
  defaults,
  leave,
}: {
  set?: BgpAnnounceSet
  defaults: Values
  leave: (saved?: BgpAnnounceSet) => void
}) {
  const blocks = useLotBlocks()
  const form = useForm<Values>({ defaultValues: defaults, mode: 'onChange' })
  const call = ({ name, description, announcements }: Values) =>
    apiCall('networkingBgpAnnounceSetUpdate', {
      body: {
        name,
        description,
        announcement: announcements.map((row) => ({
          addressLotBlock: blocks.find((b) => b.block.id === row.block)!.lot.name,
          network: canonicalNetwork(row.network)!,
        })),
      },
    })
  return (
    <ResourceForm
      kind="announce set"
      editing={!!set}
      form={form}
      call={call}
      refresh={['networkingBgpAnnounceSetList', 'networkingBgpAnnouncementList', 'networkingBgpExported']}
      leave={leave}
    >
      {set ? (
        <p className="mb-4 text-ink-muted">
          Saving replaces all of {set.name}’s announcements with the list below: one left out is no longer announced by
          the configs that use this set. The API keeps the set’s name and description as they are.
        </p>
      ) : (
        <NameAndDescriptionFields control={form.control} autoFocus />
      )}
      <h2 className="mb-1 font-medium">Announcements</h2>
      <p className="mb-3 text-[13px] text-ink-muted">
        Each network must be a network address (no host bits set), lie wholly within its block, and appear once.
      </p>
      <FieldList control={form.control} name="announcements" noun="announcement" newItem={() => EMPTY_ROW}>
        {(i) => <AnnouncementFields form={form} i={i} blocks={blocks} />}
      </FieldList>
    </ResourceForm>
  )
}

export const announceSetCreateLoader = async () => {
  await loadLotBlocks()
  return null
}

/** `bgp/announce-sets-new`: a new set opens its page. */
export function AnnounceSetCreateForm() {
  const leave = useLeaveToNew(netPb.announceSets(), (announceSet) => netPb.announceSet({ announceSet }))
  return <AnnounceSetForm defaults={{ name: '', description: '', announcements: [EMPTY_ROW] }} leave={leave} />
}

export const announceSetEditLoader = setLoader('needed')

/** `bgp/announce-sets/{set}/edit`: the set's announcements, replaced as a whole. */
export function AnnounceSetEditForm() {
  const p = useRouteParams()
  const set = setNamed(usePrefetchedQuery(announceSetsQuery).data, p)!
  const { data: announcements } = usePrefetchedQuery(announcementsQuery(p.announceSet))
  const leave = useLeaveEdit(netPb.announceSets(), (s) => netPb.announceSet({ announceSet: s.name }), set)
  const defaults = {
    name: set.name,
    description: set.description,
    announcements: announcements.map((a) => ({ network: a.network, block: a.addressLotBlockId })),
  }
  return <AnnounceSetForm set={set} defaults={defaults} leave={leave} />
}
