// Giving an identity a role and changing it: side modals over an access page. Both write the
// policy through `changePolicy`, which reads it afresh and edits only this identity; both
// show those two calls as their equivalent request.
import { useMutation, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { invalidate } from '~/api/client'
import { assignable, type RoleRow } from '~/api/roles'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TryAgain } from '~/table/rowQuery'
import { addToast } from '~/ui/Toast'
import { identityKind, identityName } from './AccessTable'
import { changePolicy, policyCalls, POLICY_QUERIES, type AccessScope, type PolicyEdit, type Role } from './policyEdit'
import { useWholeList } from '~/api/useWholeList'
import { policyQueryOf } from './queries'

const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin', description: 'Everything a collaborator can, and who has access' },
  { value: 'collaborator', label: 'Collaborator', description: 'Create, change and delete resources' },
  { value: 'viewer', label: 'Viewer', description: 'See everything, change nothing' },
] as const

// the same three roles at fleet scope, said in terms of what an operator manages
const FLEET_ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin', description: 'Everything a collaborator can, and who holds fleet roles' },
  { value: 'collaborator', label: 'Collaborator', description: 'Create and change silos, IP pools and hardware' },
  { value: 'viewer', label: 'Viewer', description: 'See the whole fleet, change nothing' },
] as const

export const scopeName = (scope: AccessScope) =>
  scope.kind === 'fleet' ? 'the fleet' : scope.kind === 'silo' ? 'the silo' : `project ${scope.project}`

/** The write, its toast, and the refetch that shows the policy as it now is, worked or not. */
function usePolicyChange(scope: AccessScope, done: string, onDone: () => void) {
  return useMutation({
    mutationFn: ({ edit }: { edit: PolicyEdit; name: string }) => changePolicy(scope, edit),
    onSettled: () => Promise.all(POLICY_QUERIES.map(invalidate)),
    onSuccess: (_, { name }) => {
      addToast({ title: done, content: name })
      onDone()
    },
  })
}

type Identity = { id: string; identityType: RoleRow['identityType']; name: string }

/**
 * Users and groups without an assignment in this policy: groups first, then by name. Each list
 * is read whole; its first page (the access page's own read) stands in until then, so a silo
 * past 1,000 users offers those at once. `rest` says whether the whole lists are in.
 */
function useAssignable(scope: AccessScope) {
  const lists = [useWholeList('userList', {}), useWholeList('groupList', {})]
  const [users, groups] = lists.map((l) => l.items)
  const policy = useQuery(policyQueryOf(scope)).data
  const rest = lists.every((l) => l.rest === 'read')
    ? 'read'
    : lists.some((l) => l.rest === 'failed')
      ? 'failed'
      : 'reading'
  const retry = () => lists.forEach((l) => l.retry())
  if (!users || !groups || !policy) return { identities: undefined, rest, retry }
  const byName = (a: Identity, b: Identity) => a.name.localeCompare(b.name)
  const as = (identityType: Identity['identityType']) => (i: { id: string; displayName: string }) => ({
    id: i.id,
    identityType,
    name: i.displayName,
  })
  const identities: Identity[] = [
    ...assignable(groups, policy).map(as('silo_group')).sort(byName),
    ...assignable(users, policy).map(as('silo_user')).sort(byName),
  ]
  return { identities, rest, retry }
}

/** What the add form says of its choices: what they are, or that they are not all in yet. */
function choicesText(scope: AccessScope, identities: Identity[] | undefined, rest: string) {
  if (identities === undefined) return rest === 'failed' ? undefined : 'Loading users and groups…'
  if (rest === 'reading')
    return `Users and groups without a role on ${scopeName(scope)}; the rest of the silo's are being read.`
  if (identities.length === 0 && rest === 'read')
    return `Every user and group already has a role on ${scopeName(scope)}.`
  return `Users and groups that have no role on ${scopeName(scope)} yet.`
}

type RoleValues = { identityId: string; roleName: Role }

/** The side modal both forms are: a role to pick, and what they say above it. */
function RoleModal({
  scope,
  title,
  done,
  initial,
  toEdit,
  onDismiss,
  children,
}: {
  scope: AccessScope
  title: string
  done: string
  initial: RoleValues
  /** the edit the form's values ask for, and whom it is for; undefined while nothing is chosen */
  toEdit: (values: RoleValues) => { edit: PolicyEdit; name: string } | undefined
  onDismiss: () => void
  children: (form: UseFormReturn<RoleValues>) => ReactNode
}) {
  const form = useForm<RoleValues>({ defaultValues: initial })
  const change = usePolicyChange(scope, done, onDismiss)
  const policy = useQuery(policyQueryOf(scope)).data
  const submit = (values: RoleValues) => {
    const edit = toEdit(values)
    if (edit) change.mutate(edit)
  }
  // what changePolicy will send, from the policy as the page last read it
  const request = (values: RoleValues) => {
    const edit = toEdit(values)
    if (!edit) throw new Error('choose a user or group')
    if (!policy) throw new Error('the policy is still loading')
    return policyCalls(scope, edit.edit, policy)
  }
  return (
    <SideModalForm
      title={title}
      form={form}
      onDismiss={onDismiss}
      onSubmit={submit}
      loading={change.isPending}
      submitError={change.error}
      request={request}
    >
      {children(form)}
      <RadioGroupField
        control={form.control}
        name="roleName"
        label="Role"
        options={scope.kind === 'fleet' ? FLEET_ROLE_OPTIONS : ROLE_OPTIONS}
      />
    </SideModalForm>
  )
}

export function AddRoleModal({ scope, onDismiss }: { scope: AccessScope; onDismiss: () => void }) {
  const { identities, rest, retry } = useAssignable(scope)
  const toEdit = ({ identityId, roleName }: RoleValues) => {
    const identity = identities?.find((i) => i.id === identityId)
    if (!identity) return undefined
    const { id, identityType, name } = identity
    return { edit: { kind: 'add', identityId: id, identityType, roleName } as const, name }
  }
  return (
    <RoleModal
      scope={scope}
      title="Add role"
      done="Role added"
      initial={{ identityId: '', roleName: 'viewer' }}
      toEdit={toEdit}
      onDismiss={onDismiss}
    >
      {(form) => (
        <>
          <SelectField
            control={form.control}
            name="identityId"
            label="User or group"
            required
            placeholder="Select a user or group"
            options={(identities ?? []).map((i) => ({ value: i.id, label: `${i.name} (${identityKind(i)})` }))}
            description={choicesText(scope, identities, rest)}
          />
          {rest === 'failed' && (
            <p role="alert" className="text-[13px] text-ink-muted">
              <TryAgain onClick={retry}>
                {identities
                  ? 'Could not read every user and group of the silo: those past its first 1,000 are not listed.'
                  : "Could not read the silo's users and groups."}
              </TryAgain>
            </p>
          )}
        </>
      )}
    </RoleModal>
  )
}

export function ChangeRoleModal({
  scope,
  row,
  onDismiss,
}: {
  scope: AccessScope
  row: RoleRow<Role>
  onDismiss: () => void
}) {
  const name = identityName(row)
  const { id: identityId, identityType, roleName: from } = row
  return (
    <RoleModal
      scope={scope}
      title="Change role"
      done="Role changed"
      initial={{ identityId, roleName: from }}
      toEdit={({ roleName }) => ({ edit: { kind: 'change', identityId, identityType, roleName, from }, name })}
      onDismiss={onDismiss}
    >
      {() => (
        <p className="mb-4 text-ink-muted">
          The role of {identityKind(row)} <strong className="text-ink">{name}</strong> on {scopeName(scope)}, now {from}
          . The new role replaces it.
        </p>
      )}
    </RoleModal>
  )
}
