// The port's BGP sessions: each peer's address, the BGP config (ASN and announcements) it
// runs under, and its timers, with RFC 4271's rules between them checked as typed.
import { useQuery } from '@tanstack/react-query'
import { CheckboxField } from '~/forms/CheckboxField'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateIp } from '~/util/ip'
import { allConfigsQuery } from '../../bgp/queries'
import { LinkPicker, PartSection, RuledNumberField, VlanField, type SettingsForm } from './fields'
import { newPeer, validateHoldTime, validateKeepalive, validateMd5Key, validateOptionalNumber } from './values'

/** Timers are seconds; an hour is far beyond any a BGP speaker uses. */
const MAX_TIMER = 3600

export function PeersSection({ form }: { form: SettingsForm }) {
  const configs = useQuery(allConfigsQuery)
  const configOptions = (configs.data?.items ?? []).map((c) => ({ value: c.name, label: `${c.name} (AS ${c.asn})` }))
  return (
    <PartSection
      form={form}
      name="peers"
      title="BGP peers"
      description="Routers the port exchanges routes with. The BGP config gives the rack’s ASN and what it announces."
      noun="BGP peer"
      newItem={newPeer}
    >
      {(i) => {
        const timer = (
          name: 'holdTime' | 'keepalive' | 'idleHoldTime' | 'connectRetry' | 'delayOpen',
          label: string,
        ) => (
          <RuledNumberField
            form={form}
            name={`peers.${i}.${name}`}
            label={label}
            min={0}
            max={MAX_TIMER}
            unit="seconds"
            rule={
              name === 'holdTime'
                ? (v) => validateHoldTime(v)
                : name === 'keepalive'
                  ? (v, values) => validateKeepalive(v, values.peers[i]?.holdTime ?? '')
                  : undefined
            }
            deps={name === 'holdTime' ? [`peers.${i}.keepalive`] : undefined}
          />
        )
        return (
          <>
            <TextField
              control={form.control}
              name={`peers.${i}.addr`}
              label="Peer address"
              description="For example 172.20.26.1"
              required
              validate={validateIp}
            />
            <SelectField
              control={form.control}
              name={`peers.${i}.bgpConfig`}
              label="BGP config"
              required
              placeholder={configs.isPending ? 'Loading…' : 'Choose a config'}
              options={configOptions}
            />
            <LinkPicker form={form} name={`peers.${i}.link`} />
            <TextField
              control={form.control}
              name={`peers.${i}.remoteAsn`}
              label="Remote ASN"
              description="The ASN the peer must have; empty for any"
              validate={(v) => validateOptionalNumber(v, 'Remote ASN', 1, 4294967295)}
            />
            {timer('holdTime', 'Hold time')}
            {timer('keepalive', 'Keepalive')}
            {timer('idleHoldTime', 'Idle hold time')}
            {timer('connectRetry', 'Connect retry')}
            {timer('delayOpen', 'Delay open')}
            <VlanField form={form} name={`peers.${i}.vlanId`} />
            <TextField
              control={form.control}
              name={`peers.${i}.md5AuthKey`}
              label="TCP-MD5 key"
              description="Shared with the peer; empty for none"
              type="password"
              autoComplete="off"
              validate={validateMd5Key}
            />
            <CheckboxField
              control={form.control}
              name={`peers.${i}.enforceFirstAs`}
              label="Require the peer’s ASN first in the paths it sends"
            />
          </>
        )
      }}
    </PartSection>
  )
}
