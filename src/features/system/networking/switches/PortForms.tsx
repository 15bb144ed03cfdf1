// The changes an operator makes to one port: which settings it runs (applying replaces
// everything the port carries, so the form says so before it is sent) and the LLDP its link
// advertises.
import { apiCall } from '~/api/apiCall'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { LldpLinkConfig } from '~/api/__generated__/Api'
import { invalidate } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { CheckboxField } from '~/forms/CheckboxField'
import { submitTo } from '~/forms/formShell'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { confirmThenRun, strong } from '~/actions'
import { addToast } from '~/ui/Toast'
import { validateIp } from '~/util/ip'
import { allPortSettingsQuery, type PortAt } from './queries'

const portQuery = ({ rackId, switchLocation, port }: PortAt) => ({ path: { port }, query: { rackId, switchLocation } })

/** The port as a sentence names it: "qsfp0 on switch0". */
const portLabel = (at: PortAt) => `${at.port} on ${at.switchLocation}`

/** What the port's status, LLDP and the BGP pages read: all of it changes with the port's settings. */
const PORT_STATE = [
  'networkingSwitchPortList',
  'networkingSwitchPortStatus',
  'networkingSwitchPortLldpConfigView',
  'networkingSwitchPortLldpNeighbors',
] as const

export function ApplySettingsForm({
  at,
  current,
  onDismiss,
}: {
  at: PortAt
  /** the name of the settings the port runs now, if any */
  current: string | undefined
  onDismiss: () => void
}) {
  const settings = useQuery(allPortSettingsQuery)
  const form = useForm<{ settings: string }>({ defaultValues: { settings: '' }, mode: 'onChange' })
  const mutation = useApiMutation('networkingSwitchPortApplySettings', {
    onSuccess: async (_, { body }) => {
      onDismiss()
      await Promise.all(PORT_STATE.map(invalidate))
      addToast({ title: 'Settings applied', content: `${body.portSettings} on ${portLabel(at)}` })
    },
  })
  const options = (settings.data?.items ?? []).map((s) => ({
    value: s.name,
    label: s.description ? `${s.name} — ${s.description}` : s.name,
  }))
  return (
    <SideModalForm
      title="Apply settings"
      form={form}
      {...submitTo<{ settings: string }, Parameters<typeof mutation.mutate>[0]>(mutation, {
        variables: ({ settings }) => ({ ...portQuery(at), body: { portSettings: settings } }),
        loadError: settings.error,
      })}
      onDismiss={onDismiss}
    >
      <SelectField
        control={form.control}
        name="settings"
        label="Port settings"
        required
        placeholder="Choose settings"
        loading={settings.isPending}
        options={options}
      />
      <p className="rounded-md border border-warn/40 bg-warn-bg p-3 text-[13px]" role="note">
        The settings replace everything {strong(portLabel(at))} carries
        {current ? <> under {strong(current)}</> : null}: its links, addresses, routes and BGP sessions. Traffic over
        the port stops while the switch brings the link up again with the new settings, and BGP sessions that are not in
        them end, taking the routes learned over them away.
      </p>
    </SideModalForm>
  )
}

/** Clearing takes the port out of service: the statement names what goes with it. */
export function clearSettings(at: PortAt, current: string) {
  confirmThenRun({
    title: 'Clear settings',
    content: (
      <>
        Clear settings {strong(current)} from {strong(portLabel(at))}? The uplink goes down: its link is disabled, its
        addresses and routes are removed, and its BGP peers go away with the routes learned from them. Traffic the rack
        sends or receives over this port stops.
      </>
    ),
    actionLabel: 'Clear settings',
    danger: true,
    call: apiCall('networkingSwitchPortClearSettings', portQuery(at)),
    success: 'Settings cleared',
    failure: 'Could not clear settings',
    subject: portLabel(at),
    refresh: [...PORT_STATE],
  })
}

type LldpValues = {
  enabled: boolean
  chassisId: string
  linkName: string
  linkDescription: string
  systemName: string
  systemDescription: string
  managementIp: string
}

const text = (v: string | null | undefined) => v ?? ''
/** An empty field leaves the TLV out (the switch then advertises its own value, or none). */
const orNull = (v: string) => v.trim() || null

/** The LLDP configuration of the port's link (shared by every port running the same settings). */
export function LldpConfigForm({
  at,
  config,
  onDismiss,
}: {
  at: PortAt
  config: LldpLinkConfig
  onDismiss: () => void
}) {
  const form = useForm<LldpValues>({
    defaultValues: {
      enabled: config.enabled,
      chassisId: text(config.chassisId),
      linkName: text(config.linkName),
      linkDescription: text(config.linkDescription),
      systemName: text(config.systemName),
      systemDescription: text(config.systemDescription),
      managementIp: text(config.managementIp),
    },
    mode: 'onChange',
  })
  const mutation = useApiMutation('networkingSwitchPortLldpConfigUpdate', {
    onSuccess: async () => {
      onDismiss()
      await Promise.all([
        invalidate('networkingSwitchPortLldpConfigView'),
        invalidate('networkingSwitchPortLldpNeighbors'),
      ])
      addToast({ title: 'LLDP configuration saved', content: portLabel(at) })
    },
  })
  const field = (name: keyof Omit<LldpValues, 'enabled'>, label: string, description?: string) => (
    <TextField control={form.control} name={name} label={label} description={description} />
  )
  return (
    <SideModalForm
      title="Edit LLDP configuration"
      submitLabel="Save"
      form={form}
      {...submitTo<LldpValues, Parameters<typeof mutation.mutate>[0]>(mutation, {
        variables: (v) => ({
          ...portQuery(at),
          body: {
            id: config.id,
            enabled: v.enabled,
            chassisId: orNull(v.chassisId),
            linkName: orNull(v.linkName),
            linkDescription: orNull(v.linkDescription),
            systemName: orNull(v.systemName),
            systemDescription: orNull(v.systemDescription),
            managementIp: orNull(v.managementIp),
          },
        }),
      })}
      onDismiss={onDismiss}
    >
      <p className="mb-4 text-ink-muted">
        What {strong(portLabel(at))} advertises to its neighbour. The configuration belongs to the port’s settings:
        every port running them advertises it. Empty fields are left out of the advertisement.
      </p>
      <CheckboxField control={form.control} name="enabled" label="LLDP enabled" />
      {field('chassisId', 'Chassis ID')}
      {field('linkName', 'Port ID', 'The port’s name as the neighbour sees it')}
      {field('linkDescription', 'Port description')}
      {field('systemName', 'System name')}
      {field('systemDescription', 'System description')}
      <TextField
        control={form.control}
        name="managementIp"
        label="Management IP"
        description="An address the neighbour may reach the switch at, e.g. 192.0.2.10"
        validate={(v) => (v.trim() ? validateIp(v.trim()) : undefined)}
      />
    </SideModalForm>
  )
}
