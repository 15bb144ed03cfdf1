import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { data, type LoaderFunctionArgs } from 'react-router'
import type { VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { SideModalForm } from '~/forms/SideModalForm'
import { routeParams, useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { strong } from '~/actions'
import { addToast } from '~/ui/Toast'
import { genName } from '~/util/names'
import { rulesQuery, saveRules } from './queries'
import { RuleFields, suggestionQueries } from './RuleFields'
import { ruleFromValues, valuesFromRule, type RuleValues } from './ruleForm'
import { withRuleAdded, withRuleReplaced } from './rules'

export const newRuleLoader = loadQueries((p) => [rulesQuery(p)], suggestionQueries)

/** For clone and edit: a rule that isn't there is a page that isn't there. */
export async function existingRuleLoader(args: LoaderFunctionArgs) {
  await newRuleLoader(args)
  const p = routeParams(args.params)
  const { rules } = await queryClient.ensureQueryData(rulesQuery(p))
  if (!rules.some((r) => r.name === p.rule)) throw data(`No firewall rule named ${p.rule}`, { status: 404 })
  return null
}

/**
 * The editor in its three uses: a new rule, a copy of `source` under a fresh name, or
 * `source` itself (edit). Saving always sends the VPC's whole list.
 */
function RuleEditor({ mode, source }: { mode: 'create' | 'clone' | 'edit'; source?: string }) {
  const p = useRouteParams()
  const vpc = { project: p.project, vpc: p.vpc }
  const { data: list } = usePrefetchedQuery(rulesQuery(vpc))
  // Read once: a save changes the list under the form just before it closes.
  const [initial] = useState(() => {
    const rule = list.rules.find((r) => r.name === source)
    return valuesFromRule(rule, mode === 'clone' && rule ? genName(rule.name) : rule?.name)
  })
  const form = useForm<RuleValues>({ defaultValues: initial, mode: 'onChange' })
  const takenNames = list.rules.map((r) => r.name).filter((name) => !(mode === 'edit' && name === source))
  const close = useCloseTo(pb.firewallRules(vpc))

  const save = useMutation({
    mutationFn: (rule: VpcFirewallRuleUpdate) =>
      saveRules(vpc, (current) =>
        mode === 'edit' && source ? withRuleReplaced(current, source, rule) : withRuleAdded(current, rule),
      ),
    onSuccess: (_, rule) => {
      addToast({ title: mode === 'edit' ? 'Firewall rule updated' : 'Firewall rule created', content: rule.name })
      close()
    },
  })

  return (
    <SideModalForm
      title={mode === 'edit' ? 'Edit firewall rule' : 'Create firewall rule'}
      form={form}
      onDismiss={close}
      onSubmit={(values) => save.mutate(ruleFromValues(values))}
      loading={save.isPending}
      submitError={save.error}
      submitLabel={mode === 'edit' ? 'Update rule' : 'Create rule'}
    >
      {mode === 'clone' && (
        <p className="mb-4 text-ink-muted">
          A copy of rule {strong(source ?? '')}, under a new name. The original stays as it is.
        </p>
      )}
      <RuleFields form={form} vpc={vpc} takenNames={takenNames} />
    </SideModalForm>
  )
}

export function CreateRuleForm() {
  return <RuleEditor mode="create" />
}

export function CloneRuleForm() {
  const { rule } = useRouteParams()
  // a new copy for each source rule, should the route change under the open form
  return <RuleEditor key={rule} mode="clone" source={rule} />
}

export function EditRuleForm() {
  const { rule } = useRouteParams()
  return <RuleEditor key={rule} mode="edit" source={rule} />
}
