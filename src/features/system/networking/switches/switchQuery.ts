// A switch's own read, apart from ./queries: the switches' routes read it for the crumb,
// and the routes module joins the system area's first load, so it imports nothing more.
import { apiq } from '~/api/client'

export const switchQuery = (switchId: string) => apiq('switchView', { path: { switchId } })
