// The list operations that sort by name or id when asked (`sortBy`, NameOrIdSortMode): a list
// of one of these sorted by its Name column keeps the API's paging. Checked against the
// generated client both ways, so a new such operation cannot be left out, nor a wrong one added.
import type { ListOp, OpParams } from '~/api/client'

type SortsByName<K extends ListOp> =
  NonNullable<OpParams<K>> extends { query?: infer Q }
    ? NonNullable<Q> extends { sortBy?: infer S }
      ? 'name_descending' extends S
        ? K
        : never
      : never
    : never

type NameSortedOp = { [K in ListOp]: SortsByName<K> }[ListOp]

const NAME_SORTED: Record<NameSortedOp, true> = {
  probeList: true,
  affinityGroupList: true,
  affinityGroupMemberList: true,
  alertReceiverList: true,
  antiAffinityGroupList: true,
  antiAffinityGroupMemberList: true,
  certificateList: true,
  diskList: true,
  floatingIpList: true,
  imageList: true,
  instanceList: true,
  instanceAffinityGroupList: true,
  instanceAntiAffinityGroupList: true,
  instanceDiskList: true,
  instanceSshPublicKeyList: true,
  internetGatewayIpAddressList: true,
  internetGatewayIpPoolList: true,
  internetGatewayList: true,
  projectIpPoolList: true,
  currentUserSshKeyList: true,
  instanceNetworkInterfaceList: true,
  projectList: true,
  snapshotList: true,
  siloIdentityProviderList: true,
  ipPoolList: true,
  networkingAddressLotList: true,
  networkingBgpConfigList: true,
  networkingSwitchPortSettingsList: true,
  siloList: true,
  siloIpPoolList: true,
  siloUtilizationList: true,
  vpcRouterRouteList: true,
  vpcRouterList: true,
  vpcSubnetList: true,
  vpcSubnetListNetworkInterfaces: true,
  vpcList: true,
}

export const takesSortBy = (operation: string) => operation in NAME_SORTED
