import { describe, expect, it } from 'vitest'
import {
  initialValues,
  newAddress,
  newLink,
  newPeer,
  newRoute,
  toBody,
  validateGateway,
  validateHoldTime,
  validateKeepalive,
  validateMd5Key,
  validateVlan,
  validateVlanInterface,
} from './values'

describe('the port settings form’s rules', () => {
  it.each([
    ['', undefined],
    ['1', undefined],
    ['4094', undefined],
    ['0', 'VLAN ID is between 1 and 4094'],
    ['4095', 'VLAN ID is between 1 and 4094'],
    ['12a', 'VLAN ID must be a whole number'],
  ])('VLAN id %j: %s', (value, message) => expect(validateVlan(value)).toBe(message))

  it('wants a VLAN interface’s ID, in range, once per link, said by the later of two', () => {
    const vlans = [
      { vid: '300', v6: false },
      { vid: ' 0300', v6: true },
      { vid: '301', v6: false },
    ]
    expect(validateVlanInterface(vlans[0].vid, vlans, 0)).toBeUndefined()
    expect(validateVlanInterface(vlans[1].vid, vlans, 1)).toBe('This link has a VLAN interface with ID 300 already')
    expect(validateVlanInterface(vlans[2].vid, vlans, 2)).toBeUndefined()
    expect(validateVlanInterface('', vlans, 2)).toBe('VLAN ID is required')
    expect(validateVlanInterface('4095', vlans, 2)).toBe('VLAN ID is between 1 and 4094')
    expect(validateVlanInterface('30x', vlans, 2)).toBe('VLAN ID must be a whole number')
  })

  it('wants a gateway of the destination’s family, with the SPEC’s message for a bad address', () => {
    expect(validateGateway('172.20.26.1', '0.0.0.0/0')).toBeUndefined()
    expect(validateGateway('fd00::1', '0.0.0.0/0')).toBe('Must be an IPv4 address, like the destination')
    expect(validateGateway('172.20.26', '0.0.0.0/0')).toBe('Not a valid IP address')
    // no family to compare against until the destination is a network
    expect(validateGateway('fd00::1', '0.0.0.0')).toBeUndefined()
  })

  it('holds BGP timers to RFC 4271', () => {
    expect(validateHoldTime(0)).toBeUndefined()
    expect(validateHoldTime(2)).toBe('Hold time is 0 (none) or at least 3 seconds')
    expect(validateKeepalive(2, 6)).toBeUndefined()
    expect(validateKeepalive(6, 6)).toBe('Keepalive must be shorter than the hold time')
    expect(validateKeepalive(30, 0)).toBeUndefined()
    expect(validateMd5Key('x'.repeat(81))).toBe('At most 80 characters')
    expect(validateMd5Key('clé')).toBe('Printable ASCII characters only')
  })
})

describe('the create body', () => {
  it('groups addresses, routes and peers by link, with a primary interface per link and nulls for empty numbers', () => {
    const values = {
      ...initialValues(),
      name: 'uplink',
      addresses: [{ ...newAddress('phy0'), address: ' 172.20.26.9/30 ', lot: 'initial-infra' }],
      routes: [{ ...newRoute('phy0'), dst: '0.0.0.0/0', gw: '172.20.26.10', ribPriority: '10' }],
      peers: [{ ...newPeer('phy0'), addr: '172.20.26.10', bgpConfig: 'as65001-uplink', vlanId: '300' }],
    }
    const body = toBody(values)
    expect(body.links).toEqual([
      { linkName: 'phy0', mtu: 1500, speed: 'speed100_g', fec: null, autoneg: false, lldp: { enabled: true } },
    ])
    expect(body.interfaces).toEqual([{ linkName: 'phy0', kind: { type: 'primary' }, v6Enabled: false }])
    expect(body.addresses).toEqual([
      { linkName: 'phy0', addresses: [{ address: '172.20.26.9/30', addressLot: 'initial-infra', vlanId: null }] },
    ])
    expect(body.routes).toEqual([
      { linkName: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.26.10', vid: null, ribPriority: 10 }] },
    ])
    expect(body.bgpPeers?.[0].peers[0]).toMatchObject({
      addr: '172.20.26.10',
      bgpConfig: 'as65001-uplink',
      interfaceName: 'phy0',
      holdTime: 6,
      keepalive: 2,
      vlanId: 300,
      md5AuthKey: null,
      remoteAsn: null,
    })
  })

  it('gives each link its primary interface, then its VLAN interfaces with their tags as numbers', () => {
    const body = toBody({
      ...initialValues(),
      geometry: 'qsfp28x2',
      links: [
        {
          ...newLink('phy0'),
          v6: true,
          vlans: [
            { vid: ' 300', v6: false },
            { vid: '4094', v6: true },
          ],
        },
        newLink('phy1'),
      ],
    })
    expect(body.interfaces).toEqual([
      { linkName: 'phy0', kind: { type: 'primary' }, v6Enabled: true },
      { linkName: 'phy0', kind: { type: 'vlan', vid: 300 }, v6Enabled: false },
      { linkName: 'phy0', kind: { type: 'vlan', vid: 4094 }, v6Enabled: true },
      { linkName: 'phy1', kind: { type: 'primary' }, v6Enabled: false },
    ])
  })
})
