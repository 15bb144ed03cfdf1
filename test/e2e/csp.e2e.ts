import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page, type Response } from '@playwright/test'
import { REMOTE_PORT } from '../../playwright.config'
import { CONTENT_SECURITY_POLICY } from '../../scripts/csp'
import { fillForm, MiB } from '../../src/features/images/upload/heldUpload.e2e-helpers'
import * as ui from './ui'

// `npm run build`'s bundle served as README.md ("Deploying the production bundle") says to
// serve it: with the Content-Security-Policy of scripts/csp.ts, behind the remote proxy and
// the mock's Node server. Every route family, a few dialogs and menus, and the serial
// console's websocket must work without the browser refusing anything.
test.use({ baseURL: `http://127.0.0.1:${REMOTE_PORT}` })

/** Every refusal the browser reports, from the page's violation events and its console. */
async function watchPolicy(page: Page) {
  const refused: string[] = []
  await page.exposeFunction('reportPolicyViolation', (v: string) => refused.push(v))
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { reportPolicyViolation: (v: string) => void }).reportPolicyViolation
        report(
          `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} "${e.sample}"`,
        )
      },
      true,
    )
  })
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) refused.push(`console: ${m.text()}`)
  })
  // the same refusal repeats on every page; each is worth reading once
  return { all: () => [...new Set(refused)] }
}

/** A full page load, checking that the document came with the policy. */
async function load(page: Page, path: string) {
  const res = (await page.goto(path)) as Response
  expect(res.headers()['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY)
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/** Signs in through the production bundle's own sign-in page (its session lives on the Node mock). */
async function signIn(page: Page) {
  await load(page, '/login/demo-silo/local')
  await ui.submitLocalSignIn(page)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/** Full loads of each page, each showing its heading. */
async function visitAll(page: Page, pages: [string, string][]) {
  for (const [path, title] of pages) {
    await load(page, path)
    await expect(heading(page, title), path).toBeVisible()
  }
}

const project = '/projects/demo-project'
const instance = `${project}/instances/web-server-1`

// One test per group of pages, each with its own budget: a single test of every page ran past
// its time on a loaded machine although no page was refused. Each full load fetches the
// bundle anew through the proxy, hence more time than the suite's default.
test.describe.configure({ timeout: 60_000 })

test('signed out, signing in, a modal form and a row menu run under the policy', async ({ page }) => {
  const refused = await watchPolicy(page)

  // signed out: both kinds of sign-in page
  await load(page, '/login/other-silo/saml/other-idp')
  await expect(page.getByRole('button', { name: 'Continue with other-idp' })).toBeVisible()
  await load(page, '/projects')
  await expect(page).toHaveURL('/login?redirect_uri=%2Fprojects')
  await page.getByLabel('Silo').fill('demo-silo')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/login\/demo-silo\/local/)
  await ui.submitLocalSignIn(page)
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('row', { name: /demo-project/ })).toBeVisible()

  // a modal form, then a row menu (the component library's scroll lock and focus guards)
  await page.getByRole('link', { name: 'New project' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Create project' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await load(page, `${project}/instances`)
  await page
    .getByRole('row', { name: /web-server-1/ })
    .getByRole('button', { name: /actions/i })
    .click()
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)

  expect(refused.all()).toEqual([])
})

test("every tab of an instance, its metrics' charts and the serial console run under the policy", async ({ page }) => {
  const refused = await watchPolicy(page)
  await signIn(page)
  const tabs: [string, string][] = [
    ['storage', 'Disks'],
    ['networking', 'Network interfaces'],
    ['connect', 'SSH'],
    ['settings', 'CPU and memory'],
  ]
  for (const [tab, section] of tabs) {
    await load(page, `${instance}/${tab}`)
    await expect(page.getByRole('heading', { level: 2, name: section }), tab).toBeVisible()
  }
  await load(page, `${instance}/metrics`)
  await expect(page.locator('canvas').first()).toBeVisible()
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)

  // the serial console: xterm's renderer and the websocket through the proxy
  await load(page, `${instance}/serial-console`)
  await expect(page.getByRole('status', { name: 'Console connection' })).toHaveText('Connected')
  const terminal = page.getByRole('region', { name: 'Serial console of web-server-1' })
  await expect(terminal).toContainText('web-server-1 login:')
  await page.keyboard.type('csp')
  await page.keyboard.press('Enter')
  await expect(terminal).toContainText('login: csp')

  expect(refused.all()).toEqual([])
})

/** Groups of pages, each a test of full loads of its pages (path, heading). */
const pageGroups: { group: string; pages: [string, string][] }[] = [
  {
    group: "a project's pages",
    pages: [
      [`${project}/disks`, 'Disks'],
      [`${project}/snapshots`, 'Snapshots'],
      [`${project}/images`, 'Images'],
      [`${project}/vpcs`, 'VPCs'],
      [`${project}/vpcs/default/firewall-rules`, 'default'],
      [`${project}/vpcs/default/subnets`, 'default'],
      [`${project}/vpcs/platform/routers/mesh-router`, 'platform'],
      [`${project}/floating-ips`, 'Floating IPs'],
      [`${project}/affinity`, 'Affinity'],
      [`${project}/affinity/web-servers`, 'web-servers'],
      [`${project}/access`, 'Access'],
    ],
  },
  {
    group: "the silo's and the user's pages",
    pages: [
      ['/images', 'Images'],
      ['/access', 'Access'],
      ['/certificates', 'Certificates'],
      ['/auth-settings', 'Authentication'],
      ['/users', 'Users'],
      ['/users/d5fe9076-0f9f-4814-81d5-0e8a877dc719', 'silo-viewer'],
      ['/groups', 'Groups'],
      ['/groups/ea8a2c08-8659-4abb-bc4a-cfdf88844168', 'kernel-devs'],
      ['/settings/profile', 'Profile'],
      ['/settings/ssh-keys', 'SSH keys'],
      ['/settings/access-tokens', 'Access tokens'],
    ],
  },
  {
    group: "the fleet's pages",
    pages: [
      ['/system/users-builtin', 'Built-in users'],
      ['/system/silos', 'Silos'],
      ['/system/silos/demo-silo?tab=quotas', 'demo-silo'],
      ['/system/silos-new', 'Create silo'],
      ['/system/inventory/sleds', 'Inventory'],
      ['/system/networking/ip-pools', 'IP pools'],
      ['/system/networking/ip-pools/default', 'default'],
      ['/system/audit-log', 'Audit log'],
      ['/system/support-bundles', 'Support bundles'],
      ['/system/support-bundles/5b0d1e00-0000-4000-8000-000000000001', '5b0d1e00-0000-4000-8000-000000000001'],
      ['/system/alerts', 'Alerts'],
      ['/system/alerts/ops-pager', 'ops-pager'],
      ['/system/update', 'Software update'],
    ],
  },
]

for (const { group, pages } of pageGroups) {
  test(`${group} run under the policy`, async ({ page }) => {
    const refused = await watchPolicy(page)
    await signIn(page)
    await visitAll(page, pages)
    expect(refused.all()).toEqual([])
  })
}

test('side modals over their lists, the create-instance page and device verification run under the policy', async ({
  page,
}) => {
  const refused = await watchPolicy(page)
  await signIn(page)
  const dialogs: [string, string][] = [
    [`${project}/disks/web-data`, 'Disk web-data'],
    ['/certificates/rack-api-wildcard', 'Certificate'],
    ['/system/update/trust-roots/7e057000-0000-4000-8000-000000000001', 'Trust root'],
    [`${project}/disks-new`, 'Create disk'],
    [`${project}/vpcs/default/firewall-rules-new`, 'Create firewall rule'],
    [`${project}/affinity-new`, 'Create anti-affinity group'],
  ]
  for (const [path, name] of dialogs) {
    await load(page, path)
    await expect(page.getByRole('dialog', { name }), path).toBeVisible()
  }
  await load(page, `${project}/instances-new`)
  await expect(heading(page, 'Create instance')).toBeVisible()

  await load(page, '/device/verify')
  await expect(page.getByRole('textbox', { name: 'Letter 1 of 8' })).toBeVisible()

  expect(refused.all()).toEqual([])
})

test('an image upload, its chunks made by a worker of the bundle, runs under the policy', async ({ page }) => {
  const refused = await watchPolicy(page)
  await signIn(page)
  await load(page, `${project}/images-new`)
  // the Node mock keeps its images between tests, so the name is this run's own
  const name = `csp-upload-${Date.now().toString(36)}`
  await fillForm(page, { name, size: 2 * MiB })
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page).toHaveURL(`${project}/images`, { timeout: 30_000 })
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible()
  expect(refused.all()).toEqual([])
})

test('README.md gives the header exactly as it is served', () => {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8')
  expect(readme).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n`)
})
