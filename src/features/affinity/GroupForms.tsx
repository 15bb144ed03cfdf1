import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { ResourceForm } from '~/forms/ResourceForm'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo, useLeaveToNew } from '~/table/overList'
import { PropertyList } from '~/ui/PropertyList'
import { failureDomainLabel, PolicyWithHelp } from './cells'
import type { EditOrigin } from './groupActions'
import { affinity, antiAffinity, groupRef, type Group, type GroupBody, type GroupKind } from './kinds'

const POLICIES = [
  { value: 'allow', label: 'Allow', description: 'Start the instance anyway, placing it as well as can be.' },
  { value: 'fail', label: 'Fail', description: 'Refuse to start the instance.' },
] as const

const DOMAINS = [{ value: 'sled', label: 'Sled', description: 'Instances on one sled count as together.' }] as const

/** `affinity-new` and `affinity-groups-new`: a group of either kind, over the affinity page. */
function GroupCreateForm({ kind }: { kind: GroupKind }) {
  const { project } = useRouteParams()
  const form = useForm<GroupBody>({
    defaultValues: { name: '', description: '', policy: 'allow', failureDomain: 'sled' },
    mode: 'onChange',
  })
  return (
    <ResourceForm
      kind={kind.noun}
      editing={false}
      form={form}
      call={(body) => kind.create(project, body)}
      refresh={kind.refresh}
      leave={useLeaveToNew(pb.affinity({ project }), (group) => kind.paths.page({ project, group }))}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <RadioGroupField control={form.control} name="policy" label="Policy" variant="cards" options={POLICIES} />
      <p className="-mt-2 mb-5 text-[13px] text-ink-muted">{kind.policyHelp}.</p>
      <RadioGroupField
        control={form.control}
        name="failureDomain"
        label="Failure domain"
        variant="cards"
        options={DOMAINS}
      />
    </ResourceForm>
  )
}

export const AntiAffinityGroupCreateForm = () => <GroupCreateForm kind={antiAffinity} />
export const AffinityGroupCreateForm = () => <GroupCreateForm kind={affinity} />

const editLoader = (kind: GroupKind) => loadQueries((p) => [kind.groupQuery(groupRef(kind, p))])
export const antiAffinityGroupEditLoader = editLoader(antiAffinity)
export const affinityGroupEditLoader = editLoader(affinity)

/**
 * `…/:group/edit`, over the group's page: its name and description. The API changes
 * nothing else, so the policy and failure domain are shown, not offered.
 */
function GroupEditForm({ kind }: { kind: GroupKind }) {
  const p = useRouteParams()
  const ref = groupRef(kind, p)
  const group: Group = usePrefetchedQuery(kind.groupQuery(ref)).data
  const navigate = useNavigate()
  const closeToList = useCloseTo(pb.affinity(p))
  const fromList = (useLocation().state as EditOrigin | null)?.from === 'list'
  const form = useForm({ defaultValues: { name: group.name, description: group.description }, mode: 'onChange' })
  // a rename moves the group's page, so it is left by its new name
  const leave = (saved: Group = group) =>
    fromList ? closeToList() : navigate(kind.paths.page({ project: p.project, group: saved.name }))
  return (
    <ResourceForm
      kind={kind.noun}
      editing
      form={form}
      call={(body) => kind.update(ref, body)}
      refresh={kind.refresh}
      leave={leave}
    >
      <div className="mb-6">
        <PropertyList
          items={[
            ['Policy', <PolicyWithHelp kind={kind} policy={group.policy} />],
            ['Failure domain', failureDomainLabel(group.failureDomain)],
          ]}
        />
      </div>
      <NameAndDescriptionFields control={form.control} autoFocus />
    </ResourceForm>
  )
}

export const AntiAffinityGroupEditForm = () => <GroupEditForm kind={antiAffinity} />
export const AffinityGroupEditForm = () => <GroupEditForm kind={affinity} />
