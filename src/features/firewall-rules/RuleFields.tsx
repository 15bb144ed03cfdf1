// The rule editor's fields, shared by create, clone and edit.
import { useQuery } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'
import { projectInstancesQuery, projectVpcsQuery, vpcSubnetsQuery } from '~/api/queries'
import { NumberField } from '~/forms/NumberField'
import { SelectField, type Option } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateDescription, validateName } from '~/forms/validators'
import type { RouteParams } from '~/params'
import { HostText } from './HostChip'
import { DraftInput, DraftList, type DraftListSpec } from './ItemFields'
import {
  draftHost,
  draftPort,
  draftProtocol,
  HOST_DRAFTS,
  hostDraftError,
  icmpCodeError,
  icmpTypeError,
  portDraftError,
  protocolDraftError,
  type RuleValues,
} from './ruleForm'
import {
  HOST_KINDS,
  hostKey,
  hostKindLabel,
  protocolKey,
  protocolLabel,
  ruleExistsMessage,
  type HostKind,
} from './rules'

type Form = UseFormReturn<RuleValues>
type Vpc = Pick<RouteParams, 'project' | 'vpc'>

/** The names the editor suggests. Suggestions only: names need not exist yet, and the form works without them. */
export const suggestionQueries = ({ project, vpc }: Vpc) => [
  projectVpcsQuery(project),
  vpcSubnetsQuery(project, vpc),
  projectInstancesQuery(project),
]

function useSuggestions({ project, vpc }: Vpc): Record<HostKind, string[]> {
  const names = (data: { items: { name: string }[] } | undefined) => data?.items.map((i) => i.name) ?? []
  const vpcs = useQuery(projectVpcsQuery(project))
  const subnets = useQuery(vpcSubnetsQuery(project, vpc))
  const instances = useQuery(projectInstancesQuery(project))
  return { vpc: names(vpcs.data), subnet: names(subnets.data), instance: names(instances.data), ip: [], ip_net: [] }
}

const placeholders: Record<HostKind, string> = {
  vpc: 'a VPC name, e.g. default',
  subnet: 'a subnet name, e.g. default',
  instance: 'an instance name',
  ip: 'e.g. 10.0.0.5 or fd00::5',
  ip_net: 'e.g. 10.0.0.0/24 or fd00::/64',
}

/** Targets and host filters: the same five kinds, each in a list of its own. */
function hostList(
  list: keyof typeof HOST_DRAFTS,
  noun: 'Target' | 'Host',
  texts: Pick<DraftListSpec<typeof list>, 'title' | 'description' | 'empty' | 'addLabel'>,
) {
  const { typeName, valueName } = HOST_DRAFTS[list]
  const spec: DraftListSpec<typeof list> = {
    ...texts,
    list,
    key: hostKey,
    draft: [valueName],
    read: (v) => draftHost(v, list),
    missing: `Enter a ${noun.toLowerCase()} value to add`,
    chip: (h) => ({
      text: `${hostKindLabel(h.type)} ${h.value}`,
      content: (
        <span className="inline-flex items-center gap-1.5">
          <HostText host={h} />
        </span>
      ),
    }),
  }
  return { spec, noun, typeName, valueName }
}

const HOST_LISTS = {
  targets: hostList('targets', 'Target', {
    title: 'Targets',
    description: 'The instances the rule applies to: by VPC, subnet, instance name, IP address or IP network.',
    empty: 'No targets added',
    addLabel: 'Add target',
  }),
  hosts: hostList('hosts', 'Host', {
    title: 'Host filters',
    description: 'The other end of the traffic: where inbound traffic comes from, or where outbound traffic goes.',
    empty: 'No host filters: traffic from or to any host matches',
    addLabel: 'Add host filter',
  }),
}

function HostList({
  form,
  list,
  suggestions,
}: {
  form: Form
  list: keyof typeof HOST_LISTS
  suggestions: Record<HostKind, string[]>
}) {
  const { spec, noun, typeName, valueName } = HOST_LISTS[list]
  const kind = form.watch(typeName)
  return (
    <DraftList form={form} spec={spec}>
      {(add) => (
        <div className="grid grid-cols-[9rem_1fr] gap-3">
          <SelectField
            control={form.control}
            name={typeName}
            label={`${noun} type`}
            options={HOST_KINDS}
            deps={[valueName]}
          />
          <DraftInput
            control={form.control}
            name={valueName}
            label={`${noun} value`}
            placeholder={placeholders[kind]}
            suggestions={suggestions[kind]}
            validate={(v, values) => hostDraftError(values[typeName], v, values[list])}
            onEnter={add}
          />
        </div>
      )}
    </DraftList>
  )
}

const PROTOCOL_OPTIONS = [
  { value: '', label: 'Choose a protocol' },
  { value: 'tcp', label: 'TCP' },
  { value: 'udp', label: 'UDP' },
  { value: 'icmp', label: 'ICMP' },
]

const protocolList: DraftListSpec<'protocols'> = {
  list: 'protocols',
  key: protocolKey,
  draft: ['protocolType', 'icmpType', 'icmpCode'],
  read: draftProtocol,
  missing: 'Choose a protocol to add',
  title: 'Protocols',
  description: 'ICMP may be narrowed to one message type and, within it, a code or range of codes.',
  empty: 'No protocol filters: traffic of any protocol matches',
  chip: (p) => ({ text: protocolLabel(p), content: protocolLabel(p) }),
  addLabel: 'Add protocol',
}

// ICMP may be narrowed; each rule applies only when the protocol is ICMP
const onlyIcmp = (rule: (values: RuleValues) => string | undefined) => (_: string, values: RuleValues) =>
  values.protocolType === 'icmp' ? rule(values) : undefined

const ICMP_FIELDS = [
  {
    name: 'icmpType',
    label: 'ICMP type (optional)',
    placeholder: '0-255, e.g. 8',
    validate: onlyIcmp((v) => icmpTypeError(v.icmpType)),
    deps: ['icmpCode', 'protocolType'],
  },
  {
    name: 'icmpCode',
    label: 'ICMP code (optional)',
    placeholder: 'e.g. 0 or 0-15',
    validate: onlyIcmp((v) => icmpCodeError(v.icmpCode, v.icmpType)),
    deps: ['protocolType'],
  },
] as const

function ProtocolList({ form }: { form: Form }) {
  const type = form.watch('protocolType')
  return (
    <DraftList form={form} spec={protocolList}>
      {(add) => (
        <>
          <SelectField
            control={form.control}
            name="protocolType"
            label="Protocol"
            options={PROTOCOL_OPTIONS}
            validate={(_, values) => protocolDraftError(values)}
            deps={['icmpType', 'icmpCode']}
          />
          {type === 'icmp' && (
            <div className="grid grid-cols-2 gap-3">
              {ICMP_FIELDS.map((f) => (
                <DraftInput key={f.name} control={form.control} {...f} deps={[...f.deps]} onEnter={add} />
              ))}
            </div>
          )}
        </>
      )}
    </DraftList>
  )
}

const portList: DraftListSpec<'ports'> = {
  list: 'ports',
  key: (p) => p,
  draft: ['port'],
  read: draftPort,
  missing: 'Enter a port or port range to add',
  title: 'Ports',
  description: 'Destination ports: a single port such as 443, or a range such as 8000-8080.',
  empty: 'No port filters: traffic to any port matches',
  chip: (p) => ({ text: `port ${p}`, content: <span className="font-mono">{p}</span> }),
  addLabel: 'Add port',
}

const PORT_FIELD = {
  name: 'port',
  label: 'Port or port range',
  placeholder: 'e.g. 22 or 8000-8080',
  validate: (v: string, values: RuleValues) => portDraftError(v, values.ports),
} as const

function PortList({ form }: { form: Form }) {
  return (
    <DraftList form={form} spec={portList}>
      {(add) => <DraftInput control={form.control} {...PORT_FIELD} onEnter={add} />}
    </DraftList>
  )
}

const options = (...pairs: [string, string][]): Option[] => pairs.map(([value, label]) => ({ value, label }))

/** The three one-of-a-few choices of a rule, side by side. */
const CHOICES = [
  { name: 'action', label: 'Action', options: options(['allow', 'Allow'], ['deny', 'Deny']) },
  { name: 'direction', label: 'Direction', options: options(['inbound', 'Inbound'], ['outbound', 'Outbound']) },
  { name: 'status', label: 'Status', options: options(['enabled', 'Enabled'], ['disabled', 'Disabled']) },
] as const

export function RuleFields({
  form,
  vpc,
  takenNames,
}: {
  form: Form
  vpc: Vpc
  /** names of the VPC's other rules */
  takenNames: string[]
}) {
  const suggestions = useSuggestions(vpc)
  const { control } = form
  return (
    <>
      <TextField
        control={control}
        name="name"
        label="Name"
        required
        autoFocus
        validate={(v) => validateName(v) ?? (takenNames.includes(v) ? ruleExistsMessage(v) : undefined)}
      />
      <TextField control={control} name="description" label="Description" multiline validate={validateDescription} />
      <NumberField
        control={control}
        name="priority"
        label="Priority"
        min={0}
        max={65535}
        description="From 0 to 65535. Rules with lower numbers take precedence."
      />
      <div className="grid grid-cols-3 gap-3">
        {CHOICES.map((c) => (
          <SelectField key={c.name} control={control} {...c} />
        ))}
      </div>
      <p className="mb-4 text-[13px] text-ink-muted">
        Type an entry and press Enter or its Add button. An entry still typed when you save is saved with the rule if it
        is valid.
      </p>
      <HostList form={form} list="targets" suggestions={suggestions} />
      <p className="mb-4 text-[13px] text-ink-muted">
        Filters narrow the traffic the rule matches: traffic must pass every filter that is set.
      </p>
      <HostList form={form} list="hosts" suggestions={suggestions} />
      <ProtocolList form={form} />
      <PortList form={form} />
    </>
  )
}
