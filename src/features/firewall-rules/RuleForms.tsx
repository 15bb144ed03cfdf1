import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { data, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { SideModalForm } from '~/forms/SideModalForm'
import { addToast } from '~/ui/Toast'
import { genName } from '~/util/names'
import { prefetchSuggestions, RuleFields } from './RuleFields'
import { ruleFromValues, valuesFromRule, type RuleValues } from './ruleForm'
import { rulesQuery, saveRules, withRuleAdded, withRuleReplaced } from './rules'

export async function newRuleLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = params as { project: string; vpc: string }
  prefetchSuggestions(project, vpc)
  await queryClient.ensureQueryData(rulesQuery(project, vpc))
  return null
}

/** For clone and edit: a rule that isn't there is a page that isn't there. */
export async function existingRuleLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc, rule } = params as { project: string; vpc: string; rule: string }
  prefetchSuggestions(project, vpc)
  const { rules } = await queryClient.ensureQueryData(rulesQuery(project, vpc))
  if (!rules.some((r) => r.name === rule)) throw data(`No firewall rule named ${rule}`, { status: 404 })
  return null
}

/**
 * The editor in its three uses: a new rule, a copy of `source` under a fresh name, or
 * `source` itself (edit). Saving always sends the VPC's whole list.
 */
function RuleEditor({ mode, source }: { mode: 'create' | 'clone' | 'edit'; source?: string }) {
  const navigate = useNavigate()
  const { project = '', vpc = '' } = useParams()
  const { data: list } = usePrefetchedQuery(rulesQuery(project, vpc))
  // Read once: a save changes the list under the form just before it closes.
  const [initial] = useState(() => {
    const rule = list.rules.find((r) => r.name === source)
    return valuesFromRule(rule, mode === 'clone' && rule ? genName(rule.name) : rule?.name)
  })
  const form = useForm<RuleValues>({ defaultValues: initial, mode: 'onChange' })
  const takenNames = list.rules.map((r) => r.name).filter((name) => !(mode === 'edit' && name === source))
  const back = () => navigate(`/projects/${project}/vpcs/${vpc}/firewall-rules`)

  const save = useMutation({
    mutationFn: (rule: VpcFirewallRuleUpdate) =>
      saveRules(project, vpc, (current) =>
        mode === 'edit' ? withRuleReplaced(current, source!, rule) : withRuleAdded(current, rule),
      ),
    onSuccess: (_, rule) => {
      addToast({ title: mode === 'edit' ? 'Firewall rule updated' : 'Firewall rule created', content: rule.name })
      back()
    },
  })

  return (
    <SideModalForm
      title={mode === 'edit' ? 'Edit firewall rule' : 'Create firewall rule'}
      form={form}
      onDismiss={back}
      onSubmit={(values) => save.mutate(ruleFromValues(values))}
      loading={save.isPending}
      submitError={save.error}
      submitLabel={mode === 'edit' ? 'Update rule' : 'Create rule'}
    >
      {mode === 'clone' && (
        <p className="mb-4 text-ink-muted">
          A copy of rule <strong className="text-ink">{source}</strong>, under a new name. The original stays as it is.
        </p>
      )}
      <RuleFields form={form} project={project} vpc={vpc} takenNames={takenNames} />
    </SideModalForm>
  )
}

export function CreateRuleForm() {
  return <RuleEditor mode="create" />
}

export function CloneRuleForm() {
  const { rule } = useParams()
  // a new copy for each source rule, should the route change under the open form
  return <RuleEditor key={rule} mode="clone" source={rule} />
}

export function EditRuleForm() {
  const { rule } = useParams()
  return <RuleEditor key={rule} mode="edit" source={rule} />
}
