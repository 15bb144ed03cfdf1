import { apiqEveryPage } from '~/api/everyPage'
import { allSledsQuery } from '~/features/system/inventory/queries'
import { utilizationPageLoader } from '~/features/utilization/queries'

/**
 * What every silo holds against its quota; every page, since the fleet's totals add them all
 * up (the utilization and issues screens).
 */
export const siloUtilizationsQuery = apiqEveryPage('siloUtilizationList', {})

/** The fleet utilization page's loader: every silo's amounts, the sleds, and the fleet's histories. */
export const systemUtilizationLoader = utilizationPageLoader('systemMetric', () => [
  siloUtilizationsQuery,
  allSledsQuery,
])
