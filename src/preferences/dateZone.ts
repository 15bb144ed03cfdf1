import { preference } from './preference'

/** Whether dates read in the user's time zone or in UTC (SPEC section 9: the API's are UTC). */
export const dateZone = preference('console-dates', ['local', 'utc'])
