import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import type { BfdMode, BfdStatus } from '~/api/__generated__/Api'
import { apiCall } from '~/api/apiCall'
import { DialogForm } from '~/forms/DialogForm'
import { NumberField } from '~/forms/NumberField'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { TextField } from '~/forms/TextField'
import { PropertyList } from '~/ui/PropertyList'
import { validateIp } from '~/util/ip'
import { netPb } from '../paths'
import { SwitchField } from '../switches'
import { bfdStatusQuery, microsecondsOf, MODE, msOf, thresholdText } from './bfd'

type Values = {
  switch: string
  remote: string
  local: string
  mode: BfdMode
  requiredRxMs: number | ''
  detectionThreshold: number | ''
}

const family = (address: string) => (address.includes(':') ? 'IPv6' : 'IPv4')

/** The local address: optional, and of the peer's family when given. */
function validateLocal(local: string, remote: string) {
  if (!local) return undefined
  const bad = validateIp(local)
  if (bad) return bad
  if (!validateIp(remote) && family(local) !== family(remote))
    return `Must be an ${family(remote)} address, like the peer`
  return undefined
}

const MODES = (['single_hop', 'multi_hop'] as const).map((value) => ({
  value,
  label: MODE[value].text,
  description: MODE[value].help,
}))

const valuesOf = (s: BfdStatus | undefined): Values => ({
  switch: s?.switch ?? 'switch0',
  remote: s?.peer ?? '',
  local: s?.local ?? '',
  mode: s?.mode ?? 'single_hop',
  requiredRxMs: s ? msOf(s.requiredRx) : 300,
  detectionThreshold: s?.detectionThreshold ?? 3,
})

const bodyOf = (v: Values) => ({
  switch: v.switch,
  remote: v.remote.trim(),
  local: v.local.trim() || null,
  mode: v.mode,
  requiredRx: microsecondsOf(Number(v.requiredRxMs)),
  detectionThreshold: Number(v.detectionThreshold),
})

/**
 * `bfd-new`: enables a session, or with `?switch=…&peer=…` changes a running one's
 * parameters (the API's enable call on a peer that has a session changes it).
 */
export function BfdSessionForm() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  // the list has no pages to return to; the change form's ?switch= and ?peer= stay behind
  const close = () => navigate(netPb.bfd())
  const sessions = useQuery(bfdStatusQuery).data ?? []
  const session = sessions.find((s) => s.switch === search.get('switch') && s.peer === search.get('peer'))
  const changing = !!session
  const form = useForm<Values>({ defaultValues: valuesOf(session), mode: 'onChange' })
  const rx = form.watch('requiredRxMs')
  const threshold = form.watch('detectionThreshold')
  return (
    <DialogForm
      title={changing ? 'Change BFD session' : 'Enable BFD session'}
      submitLabel={changing ? 'Save changes' : 'Enable session'}
      form={form}
      call={(v) => apiCall('networkingBfdEnable', { body: bodyOf(v) })}
      refresh={['networkingBfdStatus']}
      leave={close}
      done={(_, v) => ({
        title: changing ? 'BFD session changed' : 'BFD session enabled',
        content: `${bodyOf(v).remote} on ${v.switch}`,
      })}
    >
      {changing ? (
        <div className="mb-5">
          <PropertyList
            items={[
              ['Switch', session.switch],
              ['Peer', session.peer],
            ]}
          />
        </div>
      ) : (
        <>
          <SwitchField control={form.control} name="switch" />
          <TextField
            control={form.control}
            name="remote"
            label="Peer address"
            required
            validate={validateIp}
            autoFocus
            description="The upstream router’s address, for example 172.20.26.1"
          />
        </>
      )}
      <TextField
        control={form.control}
        name="local"
        label="Local address"
        validate={(local) => validateLocal(local, form.getValues('remote'))}
        description="The switch’s address the session uses; empty for any of its addresses"
      />
      <RadioGroupField control={form.control} name="mode" label="Mode" options={MODES} variant="cards" />
      <NumberField
        control={form.control}
        name="requiredRxMs"
        label="Receive interval"
        unit="ms"
        min={1}
        max={60_000}
        description="The longest the switch waits between the peer’s packets"
      />
      <NumberField
        control={form.control}
        name="detectionThreshold"
        label="Detection threshold"
        min={1}
        max={255}
        description={
          typeof rx === 'number' && typeof threshold === 'number' && rx > 0 && threshold > 0
            ? `The peer is declared down after ${thresholdText({ detectionThreshold: threshold, requiredRx: microsecondsOf(rx) })}`
            : 'How many of the peer’s packets may be missed before it is declared down'
        }
      />
    </DialogForm>
  )
}
