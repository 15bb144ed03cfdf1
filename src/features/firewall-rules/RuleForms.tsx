import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { data, type LoaderFunctionArgs } from 'react-router'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { routeParams, useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { strong } from '~/actions'
import { genName } from '~/util/names'
import { ImpactPreview } from '~/features/impact/ImpactPreview'
import { ruleTargetsImpact } from './impact'
import { ResourceForm } from '~/forms/ResourceForm'
import { rulesCalls, rulesQuery, saveRules } from './queries'
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
  const [original] = useState(() => list.rules.find((r) => r.name === source))
  const [initial] = useState(() =>
    valuesFromRule(original, mode === 'clone' && original ? genName(original.name) : original?.name),
  )
  // an edit changes the traffic of the instances the rule applies to now: say which they are
  const [impact] = useState(() => (mode === 'edit' && original ? ruleTargetsImpact(vpc, original, 'edit') : null))
  const form = useForm<RuleValues>({ defaultValues: initial, mode: 'onChange' })
  const takenNames = list.rules.map((r) => r.name).filter((name) => !(mode === 'edit' && name === source))
  const close = useCloseTo(pb.firewallRules(vpc))

  const change = (rule: VpcFirewallRuleUpdate) => (current: VpcFirewallRule[]) =>
    mode === 'edit' && source ? withRuleReplaced(current, source, rule) : withRuleAdded(current, rule)
  const save = (rule: VpcFirewallRuleUpdate) => saveRules(vpc, change(rule)).then(() => rule)

  return (
    <ResourceForm
      kind="firewall rule"
      submitNoun="rule"
      editing={mode === 'edit'}
      form={form}
      save={(values) => save(ruleFromValues(values))}
      call={(values) => rulesCalls(vpc, change(ruleFromValues(values)), list.rules)}
      // saving puts the new list in the cache itself
      refresh={[]}
      leave={() => close()}
    >
      {mode === 'clone' && (
        <p className="mb-4 text-ink-muted">
          A copy of rule {strong(source ?? '')}, under a new name. The original stays as it is.
        </p>
      )}
      <RuleFields form={form} vpc={vpc} takenNames={takenNames} />
      {impact && <ImpactPreview source={impact} />}
    </ResourceForm>
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
