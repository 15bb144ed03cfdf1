// The pages a first visit most often opens (a link shared, a page reloaded, the console's
// address), whose calls the page's head sends before the entry has come: the front door and
// the projects it leads to, a project (its instances), and each lazy area's first pages.
// `table.test.ts` writes their calls into table.json, which the build makes the head's script of.
import type { RouteParams } from '~/params'
import { pb } from '~/paths'
import { lazyAreas } from '~/routes'

export const headFirstPages: ((params: RouteParams) => string)[] = [
  pb.root,
  pb.projects,
  pb.project,
  ...lazyAreas.flatMap((area) => (area.firstPages ?? []).map(([at]) => at)),
]
