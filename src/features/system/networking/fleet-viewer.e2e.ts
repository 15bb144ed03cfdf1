// Every list section of the rack's network, as a fleet viewer reads it (expectReadOnlyList):
// one table, a test each.
import { test } from '../../../../test/e2e/fixtures'
import { expectReadOnlyList, type ReadOnlyList } from './e2eRoles'

const NET = '/system/networking'

const sections: ReadOnlyList[] = [
  {
    section: 'Address lots',
    path: `${NET}/address-lots`,
    row: 'initial-infra',
    create: 'New address lot',
    subject: 'address lot initial-infra',
    op: 'networkingAddressLotList',
  },
  {
    section: 'BFD',
    path: `${NET}/bfd`,
    table: 'BFD sessions on switch0',
    row: '172.20.26.1',
    create: 'Enable BFD session',
    subject: 'BFD session 172.20.26.1',
    item: 'Disable',
    op: 'networkingBfdStatus',
  },
  {
    section: 'BGP',
    path: `${NET}/bgp/configs`,
    table: 'BGP configs',
    row: 'as65001-uplink',
    create: 'New BGP config',
    subject: 'BGP config as65001-uplink',
    op: 'networkingBgpConfigList',
  },
  {
    section: 'Loopback addresses',
    path: `${NET}/loopback-addresses`,
    row: '10.255.0.1/32',
    create: 'New loopback address',
    subject: 'loopback address 10.255.0.1/32 on switch0',
    op: 'networkingLoopbackAddressList',
  },
  {
    section: 'Port settings',
    path: `${NET}/port-settings`,
    row: 'qsfp0-uplink',
    create: 'New port settings',
    subject: 'port settings qsfp0-uplink',
    op: 'networkingSwitchPortSettingsList',
  },
]

for (const s of sections) {
  test(`a fleet viewer reads ${s.section} without the change controls; a failed load offers Try again`, async ({
    page,
  }) => {
    await expectReadOnlyList(page, s)
  })
}
