import { apiqEveryPage } from '~/api/everyPage'

/**
 * What every silo holds against its quota; every page, since the fleet's totals add them all
 * up (the utilization and issues screens).
 */
export const siloUtilizationsQuery = apiqEveryPage('siloUtilizationList', {})
