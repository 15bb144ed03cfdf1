// The port's BGP sessions: each peer's address, the BGP config (ASN and announcements) it
// runs under, and its timers, with RFC 4271's rules between them checked as typed.
import { useQuery } from '@tanstack/react-query'
import { CheckboxField } from '~/forms/CheckboxField'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { allConfigsQuery } from '../../bgp/queries'
import {
  AddressField,
  LinkPicker,
  OptionalNumberField,
  PartSection,
  RuledNumberField,
  VlanField,
  type SettingsForm,
} from './fields'
import { validateHoldTime, validateKeepalive, validateMd5Key } from './values'

/** Timers are seconds; an hour is far beyond any a BGP speaker uses. */
const MAX_TIMER = 3600

/** ASNs are unsigned 32-bit numbers. */
const MAX_ASN = 4294967295

export function PeersSection({ form }: { form: SettingsForm }) {
  const configs = useQuery(allConfigsQuery)
  const configOptions = (configs.data?.items ?? []).map((c) => ({ value: c.name, label: `${c.name} (AS ${c.asn})` }))
  return (
    <PartSection form={form} name="peers">
      {(i, field) => {
        const timer = (
          name: 'holdTime' | 'keepalive' | 'idleHoldTime' | 'connectRetry' | 'delayOpen',
          label: string,
        ) => (
          <RuledNumberField
            {...field(name)}
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
            deps={name === 'holdTime' ? [field('keepalive').name] : undefined}
          />
        )
        return (
          <>
            <AddressField {...field('addr')} label="Peer address" example="172.20.26.1" />
            <SelectField
              {...field('bgpConfig')}
              label="BGP config"
              required
              options={configOptions}
              placeholder="Choose a config"
              loading={configs.isPending}
            />
            <LinkPicker {...field('link')} />
            <OptionalNumberField
              {...field('remoteAsn')}
              label="Remote ASN"
              description="The ASN the peer must have; empty for any"
              min={1}
              max={MAX_ASN}
            />
            {timer('holdTime', 'Hold time')}
            {timer('keepalive', 'Keepalive')}
            {timer('idleHoldTime', 'Idle hold time')}
            {timer('connectRetry', 'Connect retry')}
            {timer('delayOpen', 'Delay open')}
            <VlanField {...field('vlanId')} />
            <TextField
              {...field('md5AuthKey')}
              label="TCP-MD5 key"
              description="Shared with the peer; empty for none"
              type="password"
              autoComplete="off"
              validate={validateMd5Key}
            />
            <CheckboxField {...field('enforceFirstAs')} label="Require the peer’s ASN first in the paths it sends" />
          </>
        )
      }}
    </PartSection>
  )
}
