// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteParams } from './params'
import { netPb } from './features/system/networking/paths'
import { sysPb } from './features/system/paths'
import { pb } from './paths'
import { lazyAreas, routes as entryRoutes } from './routes'

/** The whole table: the entry's routes with every lazily loaded area added under its layout. */
async function wholeTable(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async (route) => {
      const area = lazyAreas.find((a) => a.id === route.id)
      const children = [...(route.children ?? []), ...(area ? await area.load() : [])]
      return children.length > 0 ? ({ ...route, children: await wholeTable(children) } as RouteObject) : route
    }),
  )
}
const routes = await wholeTable(entryRoutes)

/** Every path pattern the table can match, joined from its nested segments. */
function patterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const full = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent
    const own = route.path || route.index ? [full || '/'] : []
    return [...own, ...patterns(route.children ?? [], full)]
  })
}

/** The pattern of the deepest route that matches `path`. */
function matchedPattern(path: string): string | undefined {
  const matches = matchRoutes(routes, path)
  if (!matches) return undefined
  const joined = matches
    .map((m) => m.route.path)
    .filter(Boolean)
    .join('/')
  return `/${joined}`.replace(/\/+/g, '/')
}

// a name for every param, with characters that must be encoded in some of them
const p: RouteParams = {
  project: 'my-project',
  instance: 'web 1',
  disk: 'disk#1',
  snapshot: 'snap',
  image: 'img',
  vpc: 'vpc',
  rule: 'rule',
  subnet: 'subnet',
  router: 'router',
  route: 'route',
  gateway: 'gw',
  floatingIp: 'fip',
  sshKey: 'key',
  userId: '7d563bc9-3655-49ae-865f-f2e194f8e99a',
  groupId: 'f018e32f-043b-4e6e-b4c1-6cffc449e963',
  builtinUser: 'db-init',
  antiAffinityGroup: 'apart',
  affinityGroup: 'together',
  silo: 'silo',
  provider: 'idp',
  pool: 'pool',
  sledId: '51ed0000-0000-4000-8000-000000000003',
  bundleId: '5b0d1e00-0000-4000-8000-000000000001',
  receiver: 'hook',
  certificate: 'cert',
  trustRootId: '7e057000-0000-4000-8000-000000000001',
  switchId: '5c000000-0000-4000-8000-000000000001',
  port: 'qsfp0',
  portSettings: 'qsfp0 uplink',
  addressLot: 'lot',
  announceSet: 'rack v4',
  probe: 'probe',
}

// every builder with sample params; a builder with options appears once per option
const built: Record<string, string> = Object.fromEntries(
  Object.entries({ ...pb, ...sysPb, ...netPb }).map(([name, build]) => [
    name,
    (build as (params: RouteParams) => string)(p),
  ]),
)
for (const view of ['cpu', 'disk', 'network'] as const) built[`instanceMetrics:${view}`] = pb.instanceMetrics(p, view)
built['ipPool:silos'] = sysPb.ipPool(p, 'silos')
built['images:silo'] = pb.images({})
built['imageEdit:silo'] = pb.imageEdit({ image: 'img' })
built['silo:ip-pools'] = sysPb.silo(p, 'ip-pools')

describe('the path builder', () => {
  it.each(Object.entries(built))('%s builds a path the route table has: %s', (_name, path) => {
    const pattern = matchedPattern(path)
    expect(pattern).toBeDefined()
    expect(pattern).not.toMatch(/\*/)
  })

  it('covers every route in the table', () => {
    const covered = new Set(Object.values(built).map(matchedPattern))
    const missing = [...new Set(patterns(routes))].filter((pattern) => pattern !== '/*' && !covered.has(pattern))
    expect(missing).toEqual([])
  })

  it('encodes every part, so a name cannot change the shape of a path', () => {
    expect(pb.instance({ project: 'a/b', instance: 'x?y#z' })).toBe('/projects/a%2Fb/instances/x%3Fy%23z')
    expect(pb.disk(p)).toBe('/projects/my-project/disks/disk%231')
  })
})
