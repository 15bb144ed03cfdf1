// The rule editor's fields, shared by create, clone and edit.
import { useQuery } from '@tanstack/react-query'
import { useController, type UseFormReturn } from 'react-hook-form'
import { apiq, queryClient } from '~/api/client'
import { NumberField } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateDescription, validateName, validateUniqueItems } from '~/forms/validators'
import { HostText } from './HostChip'
import { AddButton, Chips, DraftInput, DraftSelect, ListSection } from './ItemFields'
import {
  draftProtocol,
  hostDraftError,
  icmpCodeError,
  icmpTypeError,
  normalizeHost,
  normalizePort,
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

// Suggestions only: names need not exist yet, and the form works without them.
const ALL = 1000
const suggestionQueries = (project: string, vpc: string) => ({
  vpcs: apiq('vpcList', { query: { project, limit: ALL } }),
  subnets: apiq('vpcSubnetList', { query: { project, vpc, limit: ALL } }),
  instances: apiq('instanceList', { query: { project, limit: ALL } }),
})

/** Starts fetching the names the editor suggests, without holding up the form. */
export function prefetchSuggestions(project: string, vpc: string) {
  const q = suggestionQueries(project, vpc)
  void queryClient.prefetchQuery(q.vpcs)
  void queryClient.prefetchQuery(q.subnets)
  void queryClient.prefetchQuery(q.instances)
}

function useSuggestions(project: string, vpc: string): Record<HostKind, string[]> {
  const q = suggestionQueries(project, vpc)
  const names = (data: { items: { name: string }[] } | undefined) => data?.items.map((i) => i.name) ?? []
  const vpcs = useQuery(q.vpcs)
  const subnets = useQuery(q.subnets)
  const instances = useQuery(q.instances)
  return { vpc: names(vpcs.data), subnet: names(subnets.data), instance: names(instances.data), ip: [], ip_net: [] }
}

const placeholders: Record<HostKind, string> = {
  vpc: 'a VPC name, e.g. default',
  subnet: 'a subnet name, e.g. default',
  instance: 'an instance name',
  ip: 'e.g. 10.0.0.5 or fd00::5',
  ip_net: 'e.g. 10.0.0.0/24 or fd00::/64',
}

/** Targets or host filters: the same five kinds, in a list of their own. */
function HostList({
  form,
  list,
  noun,
  title,
  description,
  suggestions,
}: {
  form: Form
  list: 'targets' | 'hosts'
  noun: 'Target' | 'Host'
  title: string
  description: string
  suggestions: Record<HostKind, string[]>
}) {
  const typeName = list === 'targets' ? 'targetType' : 'hostType'
  const valueName = list === 'targets' ? 'targetValue' : 'hostValue'
  const { field, fieldState } = useController({
    control: form.control,
    name: list,
    rules: { validate: (items) => validateUniqueItems(items, hostKey) ?? true },
  })
  const items = field.value
  const kind = form.watch(typeName)
  const setItems = (next: typeof items) => {
    form.setValue(list, next, { shouldDirty: true, shouldValidate: true })
    // a duplicate typed in the draft may no longer be one
    if (form.getValues(valueName)) void form.trigger(valueName)
  }
  const add = async () => {
    const value = form.getValues(valueName)
    if (!(await form.trigger(valueName))) return form.setFocus(valueName)
    if (!value.trim()) {
      form.setError(valueName, { message: `Enter a ${noun.toLowerCase()} value to add` }, { shouldFocus: true })
      return
    }
    form.resetField(valueName)
    setItems([...items, normalizeHost(kind, value)])
    form.setFocus(valueName)
  }
  return (
    <ListSection title={title} description={description}>
      <Chips
        label={title}
        empty={list === 'targets' ? 'No targets added' : 'No host filters: traffic from or to any host matches'}
        items={items.map((h) => ({
          key: hostKey(h),
          text: `${hostKindLabel(h.type)} ${h.value}`,
          content: (
            <span className="inline-flex items-center gap-1.5">
              <HostText host={h} />
            </span>
          ),
        }))}
        onRemove={(i) => {
          setItems(items.filter((_, j) => j !== i))
          form.setFocus(valueName)
        }}
        error={fieldState.error?.message}
      />
      <div className="grid grid-cols-[9rem_1fr] gap-3">
        <DraftSelect
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
      <AddButton onClick={add}>Add {noun === 'Target' ? 'target' : 'host filter'}</AddButton>
    </ListSection>
  )
}

const PROTOCOL_OPTIONS = [
  { value: '', label: 'Choose a protocol' },
  { value: 'tcp', label: 'TCP' },
  { value: 'udp', label: 'UDP' },
  { value: 'icmp', label: 'ICMP' },
]

function ProtocolList({ form }: { form: Form }) {
  const { field, fieldState } = useController({
    control: form.control,
    name: 'protocols',
    rules: { validate: (items) => validateUniqueItems(items, protocolKey) ?? true },
  })
  const items = field.value
  const type = form.watch('protocolType')
  const add = async () => {
    const ok = await form.trigger(['protocolType', 'icmpType', 'icmpCode'])
    const protocol = draftProtocol(form.getValues())
    if (!ok) return
    if (!protocol) {
      form.setError('protocolType', { message: 'Choose a protocol to add' }, { shouldFocus: true })
      return
    }
    for (const name of ['protocolType', 'icmpType', 'icmpCode'] as const) form.resetField(name)
    form.setValue('protocols', [...items, protocol], { shouldDirty: true, shouldValidate: true })
  }
  return (
    <ListSection
      title="Protocols"
      description="ICMP may be narrowed to one message type and, within it, a code or range of codes."
    >
      <Chips
        label="Protocols"
        empty="No protocol filters: traffic of any protocol matches"
        items={items.map((p) => ({ key: protocolKey(p), text: protocolLabel(p), content: protocolLabel(p) }))}
        onRemove={(i) => {
          form.setValue(
            'protocols',
            items.filter((_, j) => j !== i),
            { shouldDirty: true, shouldValidate: true },
          )
          if (form.getValues('protocolType')) void form.trigger('protocolType')
          form.setFocus('protocolType')
        }}
        error={fieldState.error?.message}
      />
      <DraftSelect
        control={form.control}
        name="protocolType"
        label="Protocol"
        options={PROTOCOL_OPTIONS}
        validate={(_, values) => protocolDraftError(values)}
        deps={['icmpType', 'icmpCode']}
      />
      {type === 'icmp' && (
        <div className="grid grid-cols-2 gap-3">
          <DraftInput
            control={form.control}
            name="icmpType"
            label="ICMP type (optional)"
            placeholder="0-255, e.g. 8"
            validate={(v, values) => (values.protocolType === 'icmp' ? icmpTypeError(v) : undefined)}
            deps={['icmpCode', 'protocolType']}
            onEnter={add}
          />
          <DraftInput
            control={form.control}
            name="icmpCode"
            label="ICMP code (optional)"
            placeholder="e.g. 0 or 0-15"
            validate={(v, values) => (values.protocolType === 'icmp' ? icmpCodeError(v, values.icmpType) : undefined)}
            deps={['protocolType']}
            onEnter={add}
          />
        </div>
      )}
      <AddButton onClick={add}>Add protocol</AddButton>
    </ListSection>
  )
}

function PortList({ form }: { form: Form }) {
  const { field, fieldState } = useController({
    control: form.control,
    name: 'ports',
    rules: { validate: (items) => validateUniqueItems(items) ?? true },
  })
  const items = field.value
  const setItems = (next: string[]) => {
    form.setValue('ports', next, { shouldDirty: true, shouldValidate: true })
    if (form.getValues('port')) void form.trigger('port')
  }
  const add = async () => {
    const value = form.getValues('port')
    if (!(await form.trigger('port'))) return form.setFocus('port')
    if (!value.trim()) {
      form.setError('port', { message: 'Enter a port or port range to add' }, { shouldFocus: true })
      return
    }
    form.resetField('port')
    setItems([...items, normalizePort(value)])
    form.setFocus('port')
  }
  return (
    <ListSection
      title="Ports"
      description="Destination ports: a single port such as 443, or a range such as 8000-8080."
    >
      <Chips
        label="Ports"
        empty="No port filters: traffic to any port matches"
        items={items.map((p) => ({ key: p, text: `port ${p}`, content: <span className="font-mono">{p}</span> }))}
        onRemove={(i) => {
          setItems(items.filter((_, j) => j !== i))
          form.setFocus('port')
        }}
        error={fieldState.error?.message}
      />
      <DraftInput
        control={form.control}
        name="port"
        label="Port or port range"
        placeholder="e.g. 22 or 8000-8080"
        validate={(v, values) => portDraftError(v, values.ports)}
        onEnter={add}
      />
      <AddButton onClick={add}>Add port</AddButton>
    </ListSection>
  )
}

export function RuleFields({
  form,
  project,
  vpc,
  takenNames,
}: {
  form: Form
  project: string
  vpc: string
  /** names of the VPC's other rules */
  takenNames: string[]
}) {
  const suggestions = useSuggestions(project, vpc)
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
        <SelectField
          control={control}
          name="action"
          label="Action"
          options={[
            { value: 'allow', label: 'Allow' },
            { value: 'deny', label: 'Deny' },
          ]}
        />
        <SelectField
          control={control}
          name="direction"
          label="Direction"
          options={[
            { value: 'inbound', label: 'Inbound' },
            { value: 'outbound', label: 'Outbound' },
          ]}
        />
        <SelectField
          control={control}
          name="status"
          label="Status"
          options={[
            { value: 'enabled', label: 'Enabled' },
            { value: 'disabled', label: 'Disabled' },
          ]}
        />
      </div>
      <p className="mb-4 text-[13px] text-ink-muted">
        Type an entry and press Enter or its Add button. An entry still typed when you save is saved with the rule if it
        is valid.
      </p>
      <HostList
        form={form}
        list="targets"
        noun="Target"
        title="Targets"
        description="The instances the rule applies to: by VPC, subnet, instance name, IP address or IP network."
        suggestions={suggestions}
      />
      <p className="mb-4 text-[13px] text-ink-muted">
        Filters narrow the traffic the rule matches: traffic must pass every filter that is set.
      </p>
      <HostList
        form={form}
        list="hosts"
        noun="Host"
        title="Host filters"
        description="The other end of the traffic: where inbound traffic comes from, or where outbound traffic goes."
        suggestions={suggestions}
      />
      <ProtocolList form={form} />
      <PortList form={form} />
    </>
  )
}
