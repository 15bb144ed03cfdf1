import { expect, test, type Page } from '@playwright/test'
import { chunkOf, fileOf, signIn, useProductionBundle } from './production'
import * as ui from './ui'

// What a first visit (a link shared, a page reloaded) sends, and when: the production bundle,
// whose chunks the test can hold back.
useProductionBundle()

/**
 * What `page` asks for (path and query: the API's calls, the bundle's files), and what it
 * asked for before the chunk built from `source` was let through: it is held until every
 * request of `awaited` has been sent, or 5 s have gone by.
 */
async function holdChunkUntilSent(page: Page, source: string, awaited: string[]) {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    calls.push(`${url.pathname}${url.search}`)
  })
  const beforeChunk: string[] = []
  await page.route(chunkOf(source), async (route) => {
    await expect
      .poll(() => awaited.every((call) => calls.includes(call)), { timeout: 5_000 })
      .toBe(true)
      .catch(() => {})
    beforeChunk.push(...calls)
    await route.continue()
  })
  return { calls, beforeChunk }
}

const sentOnce = (calls: string[], call: string) => expect(calls.filter((c) => c === call)).toHaveLength(1)

test('a first visit to a project’s list sends its calls before the project’s code has come, each once', async ({
  page,
}) => {
  await signIn(page)
  const list = '/v1/disks?project=demo-project&limit=10'
  const project = '/v1/projects/demo-project'
  const { calls, beforeChunk } = await holdChunkUntilSent(page, 'src/projectRoutes.tsx', [list, project])

  await page.goto('/projects/demo-project/disks?limit=10')
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'analytics-worker-boot')).toBeVisible()
  expect(beforeChunk).toEqual(expect.arrayContaining([list, project]))
  // the router, with the code in, found them on their way: neither was sent again
  sentOnce(calls, list)
  sentOnce(calls, project)
  await expect(page.getByRole('navigation', { name: 'Pages of Disks' })).toContainText('Rows 1–10')
})

test('a first visit to a project’s list sends its calls from the page’s head, before the console’s code has come, each once', async ({
  page,
}) => {
  await signIn(page)
  const list = '/v1/instances?project=demo-project&limit=50'
  const shell = ['/v1/me', '/v1/projects/demo-project', '/v1/projects/demo-project/policy']
  // the entry: the file every other chunk of the console is loaded from
  const { calls, beforeChunk } = await holdChunkUntilSent(page, 'index.html', [list, ...shell])

  await page.goto('/projects/demo-project/instances')
  await expect(ui.rowOf(ui.table(page, 'Instances'), 'db-primary')).toBeVisible()
  expect(beforeChunk).toEqual(expect.arrayContaining([list, ...shell]))
  // the console took the head's answers: none was sent twice
  for (const call of [list, ...shell]) sentOnce(calls, call)
})

test('the projects’ list call leaves before the page’s code has come', async ({ page }) => {
  await signIn(page)
  const list = '/v1/projects?limit=50'
  const { calls, beforeChunk } = await holdChunkUntilSent(page, 'src/features/projects/ProjectsPage.tsx', [list])

  await page.goto('/projects')
  await expect(ui.rowOf(ui.table(page, 'Projects'), 'demo-project')).toBeVisible()
  expect(beforeChunk).toContain(list)
  sentOnce(calls, list)
})

test('a first visit of a system page sends the gate’s call first, which no loader there runs before', async ({
  page,
}) => {
  await signIn(page)
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/v1/')) calls.push(`${url.pathname}${url.search}`)
  })

  // its nine calls are more than the browser's six connections to one host
  await page.goto('/system/utilization')
  await expect(page.getByRole('region', { name: 'vCPUs provisioned' }).locator('canvas')).toBeVisible()
  expect(calls[0]).toBe('/v1/system/policy')
  sentOnce(calls, '/v1/system/policy')
})

// a sled's page (its param an id only): its own address lands on its instances
const SLED_ID = '51ed0000-0000-4000-8000-000000000005'
const SLED = `/system/inventory/sleds/${SLED_ID}`
const sledsInstances = {
  calls: [`/v1/system/hardware/sleds/${SLED_ID}`, `/v1/system/hardware/sleds/${SLED_ID}/instances?limit=50`],
  lands: [`${SLED}/instances`, 'Instances on this sled', 'dev-sandbox'],
}

// an address, the page it shows (a project's, the system's or an item's own), the calls of that
// page that leave from the head, and a row of its table once it shows
const addresses = [
  {
    name: 'the console’s own address',
    at: '/',
    calls: ['/v1/projects?limit=50'],
    lands: ['/projects', 'Projects', 'demo-project'],
  },
  {
    name: 'the system’s address',
    at: '/system',
    calls: ['/v1/system/silos?limit=50'],
    lands: ['/system/silos', 'Silos', 'demo-silo'],
  },
  {
    name: 'an instance’s own address',
    at: '/projects/demo-project/instances/db-primary',
    calls: [
      '/v1/instances/db-primary?project=demo-project',
      '/v1/instances/db-primary/disks?project=demo-project&limit=1000',
    ],
    lands: ['/projects/demo-project/instances/db-primary/storage', 'Disks', 'db-primary-boot'],
  },
  {
    name: 'an instance’s tab other than its first',
    at: '/projects/demo-project/instances/db-primary/networking',
    calls: [
      '/v1/instances/db-primary?project=demo-project',
      '/v1/network-interfaces?project=demo-project&instance=db-primary&limit=1000',
    ],
    lands: ['/projects/demo-project/instances/db-primary/networking', 'Network interfaces', 'net0'],
  },
  {
    name: 'a VPC’s tab other than its first',
    at: '/projects/demo-project/vpcs/default/subnets',
    calls: ['/v1/vpcs/default?project=demo-project', '/v1/vpc-subnets?project=demo-project&vpc=default&limit=50'],
    lands: ['/projects/demo-project/vpcs/default/subnets', 'Subnets', 'default'],
  },
  { name: 'a sled’s own address (its param an id only)', at: SLED, ...sledsInstances },
  {
    name: 'a sled’s instances (where its address lands: the address a reload opens)',
    at: `${SLED}/instances`,
    ...sledsInstances,
  },
  {
    name: 'a user’s page',
    at: '/users/e83ce4ed-4146-424e-b45a-5f5bde87fb96',
    calls: ['/v1/users/e83ce4ed-4146-424e-b45a-5f5bde87fb96', '/v1/projects?limit=1000', '/v1/policy'],
    lands: ['/users/e83ce4ed-4146-424e-b45a-5f5bde87fb96', 'Roles of grace-hopper', 'Project web-frontend'],
  },
  {
    name: 'a silo’s page',
    at: '/system/silos/other-silo',
    calls: ['/v1/system/silos/other-silo', '/v1/system/identity-providers?silo=other-silo&limit=50'],
    lands: ['/system/silos/other-silo', 'Identity providers', 'other-idp'],
  },
  {
    name: 'a silo’s tab (in the search: the address a reload of the tab opens)',
    at: '/system/silos/demo-silo?tab=users',
    calls: ['/v1/system/silos/demo-silo', '/v1/system/users?silo=demo-silo&limit=50'],
    lands: ['/system/silos/demo-silo?tab=users', 'Users', 'grace-hopper'],
  },
  {
    name: 'a section of the rack’s network',
    at: '/system/networking/port-settings',
    calls: ['/v1/system/networking/switch-port-settings?limit=50', '/v1/system/hardware/switch-port?limit=1000'],
    lands: ['/system/networking/port-settings', 'Port settings', 'qsfp0-uplink'],
  },
  {
    name: 'an IP pool’s tab',
    at: '/system/networking/ip-pools/default?tab=silos',
    calls: ['/v1/system/ip-pools/default', '/v1/system/ip-pools/default/silos?limit=50'],
    lands: ['/system/networking/ip-pools/default?tab=silos', 'Linked silos', 'demo-silo'],
  },
]

for (const { name, at, calls: pageCalls, lands } of addresses) {
  const [path, table, row] = lands
  const sent = [...pageCalls, '/v1/me']
  test(`${name} sends its page’s calls from the page’s head, each once`, async ({ page }) => {
    await signIn(page)
    const { calls, beforeChunk } = await holdChunkUntilSent(page, 'index.html', sent)

    await page.goto(at)
    await expect(page).toHaveURL(path)
    await expect(ui.rowOf(ui.table(page, table), row)).toBeVisible()
    expect(beforeChunk).toEqual(expect.arrayContaining(sent))
    for (const call of sent) sentOnce(calls, call)
  })
}

// the page's code past the entry's: what the router asks for one file after another (the
// area's routes, then the page's), and what the page's loader asks for (the charts' drawing)
const pagesCode = [
  {
    name: 'an instance’s tab',
    at: '/projects/demo-project/instances/db-primary',
    code: [
      'src/projectRoutes.tsx',
      'src/features/instances/InstancePage.tsx',
      'src/features/instances/tabs/StorageTab.tsx',
    ],
    shown: (page: Page) => ui.rowOf(ui.table(page, 'Disks'), 'db-primary-boot'),
  },
  {
    name: 'the silo’s utilization',
    at: '/utilization',
    code: ['src/siloRoutes.tsx', 'src/features/utilization/UtilizationPage.tsx', 'src/charts/UPlotChart.tsx'],
    shown: (page: Page) => page.getByRole('region', { name: 'vCPUs provisioned' }).locator('canvas'),
  },
  {
    name: 'an instance’s metrics',
    at: '/projects/demo-project/instances/web-server-1/metrics/cpu',
    code: [
      'src/features/instances/InstancePage.tsx',
      'src/features/instances/metrics/MetricsTab.tsx',
      'src/features/instances/metrics/MetricViews.tsx',
      'src/charts/UPlotChart.tsx',
    ],
    shown: (page: Page) => page.getByRole('region', { name: 'vCPU utilization', exact: true }).locator('canvas'),
  },
]

for (const { name, at, code: sources, shown } of pagesCode) {
  test(`a first visit of ${name} asks for its page’s code from the page’s head, beside the entry’s, each file once`, async ({
    page,
  }) => {
    await signIn(page)
    const code = sources.map(fileOf)
    const { calls, beforeChunk } = await holdChunkUntilSent(page, 'index.html', code)

    await page.goto(at)
    await expect(shown(page)).toBeVisible()
    expect(beforeChunk).toEqual(expect.arrayContaining(code))
    for (const file of code) sentOnce(calls, file)
  })
}

// a link to a list's view (sorted, filtered, paged): the call of that view leaves from the head
const views = [
  {
    name: 'sorted by the API',
    at: '/projects/demo-project/instances?sort=-name',
    call: '/v1/instances?project=demo-project&limit=50&sort_by=name_descending',
    plain: '/v1/instances?project=demo-project&limit=50',
    table: 'Instances',
    row: 'db-primary',
  },
  {
    name: 'on a page’s tab (in its search), filtered',
    at: '/system/silos/demo-silo?tab=users&users-q=grace',
    call: '/v1/system/users?silo=demo-silo&limit=1000',
    plain: '/v1/system/users?silo=demo-silo&limit=50',
    table: 'Users',
    row: 'grace-hopper',
  },
  {
    name: 'filtered: the list read whole',
    at: '/users?q=grace',
    call: '/v1/users?limit=1000',
    plain: '/v1/users?limit=50',
    table: 'Users',
    row: 'grace-hopper',
  },
]

for (const { name, at, call, plain, table, row } of views) {
  test(`a first visit of a list’s view ${name} sends that view’s call from the page’s head, once`, async ({ page }) => {
    await signIn(page)
    const sent = [call, '/v1/me']
    const { calls, beforeChunk } = await holdChunkUntilSent(page, 'index.html', sent)

    await page.goto(at)
    await expect(ui.rowOf(ui.table(page, table), row)).toBeVisible()
    expect(beforeChunk).toEqual(expect.arrayContaining(sent))
    for (const url of sent) sentOnce(calls, url)
    // nor the list's call with no view
    expect(calls).not.toContain(plain)
  })
}

// a page of a time range's data: the head resolves the range as the page's loader does
const rangePages = [
  {
    name: 'the audit log',
    at: '/system/audit-log?range=24h&result=success',
    calls: ['/v1/system/audit-log?'],
    hours: 24,
    shown: (page: Page) => ui.table(page, 'Audit log entries').locator('tbody tr').first(),
  },
  {
    name: 'the silo’s utilization',
    at: '/utilization?range=6h',
    calls: [
      '/v1/metrics/cpus_provisioned?',
      '/v1/metrics/ram_provisioned?',
      '/v1/metrics/virtual_disk_space_provisioned?',
    ],
    hours: 6,
    shown: (page: Page) => page.getByRole('region', { name: 'vCPUs provisioned' }).locator('canvas'),
  },
]

for (const { name, at, calls: rangeCalls, hours, shown } of rangePages) {
  test(`a first visit of ${name} sends its range’s calls from the page’s head, and the page takes them`, async ({
    page,
  }) => {
    await signIn(page)
    const calls: { path: string; at: number }[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      calls.push({ path: `${url.pathname}${url.search}`, at: Date.now() })
    })
    const ofRange = () => calls.filter((c) => rangeCalls.some((start) => c.path.startsWith(start)))
    // the entry held until the head's calls have left and the clock has passed the next
    // whole second: a page resolving a preset itself would then read another range
    const beforeEntry: string[] = []
    await page.route(chunkOf('index.html'), async (route) => {
      await expect
        .poll(() => ofRange().length, { timeout: 5_000 })
        .toBe(rangeCalls.length)
        .catch(() => {})
      const sent = ofRange()[0]
      if (sent) await page.waitForFunction((until) => Date.now() >= until, Math.ceil(sent.at / 1000) * 1000 + 50)
      beforeEntry.push(...calls.map((c) => c.path))
      await route.continue()
    })

    await page.goto(at)
    await expect(shown(page)).toBeVisible()
    // each of the range's calls once, sent by the head before the entry had come
    const sent = ofRange().map((c) => c.path)
    expect(sent).toHaveLength(rangeCalls.length)
    for (const path of sent) {
      expect(beforeEntry).toContain(path)
      const query = new URL(path, 'https://console.test').searchParams
      expect(Date.parse(query.get('end_time') ?? '') - Date.parse(query.get('start_time') ?? '')).toBe(
        hours * 3_600_000,
      )
    }
  })
}
