import { apiqEveryPage } from '~/api/queries'

/** What every silo holds against its quota; every page, since the fleet's totals add them all up. */
export const siloUtilizationsQuery = apiqEveryPage('siloUtilizationList', {})
/** Every sled of the fleet: what the capacity estimate counts, and what the issues screen checks. */
export const sledsQuery = apiqEveryPage('sledList', {})
