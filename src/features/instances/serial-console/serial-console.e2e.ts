import { test as plain, type Page } from '@playwright/test'
import { REMOTE_PORT } from '../../../../playwright.config'
import { instanceWhyNot } from '../../../api/capabilities'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { apiCalls } from '../../../../test/e2e/apiCalls'

const base = '/projects/demo-project/instances'
const consoleOf = (name: string) => `${base}/${name}/serial-console`
const status = (page: Page) => page.getByRole('status', { name: 'Console connection' })
const terminal = (page: Page, name: string) => page.getByRole('region', { name: `Serial console of ${name}` })

/** Waits for the login prompt, types a line, and sees the instance echo it after the prompt. */
async function typeAtLogin(page: Page, name: string, line: string) {
  const term = terminal(page, name)
  await expect(term).toContainText(`${name} login:`)
  await page.keyboard.type(line)
  await page.keyboard.press('Enter')
  await expect(term).toContainText(`login: ${line}`)
}

test('open the console from the connect tab, see the boot log and type into it', async ({ page }) => {
  await page.goto(`${base}/web-server-1/connect`)
  await page.getByRole('link', { name: 'Open serial console' }).click()
  await expect(page).toHaveURL(consoleOf('web-server-1'))
  await expect(page.getByRole('heading', { name: 'web-server-1' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('web-server-1/Serial console')

  await expect(status(page)).toHaveText('Connected')
  // the recent history is replayed: the end of the boot log, then the login prompt
  await expect(terminal(page, 'web-server-1')).toContainText('Reached target multi-user.target')
  // focus goes to the terminal on connecting, so typing reaches the instance
  await typeAtLogin(page, 'web-server-1', 'echo hi')
  await ui.expectAccessible(page)

  await page.getByRole('button', { name: 'CLI command' }).click()
  const cli = page.getByRole('dialog', { name: 'Connect with the CLI' })
  await expect(cli).toContainText('--project demo-project')
  await expect(cli).toContainText('--instance web-server-1')
  await page.keyboard.press('Escape')
  await expect(cli).toHaveCount(0)

  // the way back leads to the instance's default tab
  await page.getByRole('link', { name: 'Back to instance' }).click()
  await expect(page).toHaveURL(`${base}/web-server-1/storage`)
})

test('the terminal fills the space below the header and fits it again on resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(consoleOf('web-server-1'))
  await expect(status(page)).toHaveText('Connected')
  const term = terminal(page, 'web-server-1')
  const rows = () => page.locator('.xterm-rows > div').count()
  const before = await term.boundingBox()
  // to the bottom of the window, less the page's padding
  expect(before!.y + before!.height).toBeGreaterThan(800 - 40)
  const rowsBefore = await rows()

  await page.setViewportSize({ width: 1280, height: 600 })
  await expect.poll(rows).toBeLessThan(rowsBefore)
  const after = await term.boundingBox()
  expect(after!.y + after!.height).toBeGreaterThan(600 - 40)
})

test('disconnect, then reconnect to the same console', async ({ page }) => {
  await page.goto(consoleOf('web-server-1'))
  await expect(status(page)).toHaveText('Connected')
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(status(page)).toHaveText('Disconnected: You disconnected')

  const reconnect = page.getByRole('button', { name: 'Reconnect' })
  await expect(reconnect).toBeFocused()
  await reconnect.click()
  await expect(status(page)).toHaveText('Connected')
  await typeAtLogin(page, 'web-server-1', 'uptime')
})

test('a stopped instance shows why there is no console, and connects once started', async ({ page }) => {
  await page.goto(consoleOf('db-primary'))
  await expect(page.getByRole('heading', { name: 'No serial console' })).toBeVisible()
  await expect(page.getByText('db-primary is stopped. An instance has a serial console only while')).toBeVisible()
  await expect(status(page)).toHaveText('Not connected: the instance is stopped')
  await expect(terminal(page, 'db-primary')).toHaveCount(0)
  await expect(page.locator('.xterm')).toHaveCount(0)
  await ui.expectAccessible(page)

  // the page follows the start and connects by itself
  await page.getByRole('button', { name: 'Start instance' }).click()
  await expect(status(page)).toHaveText('Connected', { timeout: 15_000 })
  await expect(terminal(page, 'db-primary')).toContainText('db-primary login:')
  await expect(page.getByRole('heading', { name: 'No serial console' })).toHaveCount(0)
})

test('a stopped instance’s connect tab refuses the console, with the reason', async ({ page }) => {
  await page.goto(`${base}/db-primary/connect`)
  const link = page.getByRole('link', { name: 'Open serial console' })
  await ui.expectRefusedControl(page, link, instanceWhyNot('serialConsole', 'stopped')!)
  await expect(page).toHaveURL(`${base}/db-primary/connect`)
  await ui.expectAccessible(page)
})

test('a viewer is refused the console and told why', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(consoleOf('web-server-1'))
  await expect(status(page)).toHaveText('Disconnected: Action not authorized')
  await expect(page.getByRole('button', { name: 'Reconnect' })).toBeEnabled()
  await ui.expectAccessible(page)
})

test('the console of an instance that does not exist is page-not-found', async ({ page }) => {
  await page.goto(consoleOf('no-such-instance'))
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('a link whose instance name carries a query and a shell command is page-not-found, asking the API nothing', async ({
  page,
}) => {
  const api: string[] = []
  const calls = await apiCalls(page)
  calls.onRequest((r) => {
    const { pathname } = new URL(r.url())
    if (pathname.startsWith('/v1/')) api.push(pathname)
  })
  // the router decodes the param to `web-server-1?project=demo-project#;echo INJECTED`
  await page.goto(consoleOf('web-server-1%3Fproject%3Ddemo-project%23%3Becho%20INJECTED'))
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'CLI command' })).toHaveCount(0)
  // the project's own calls were seen, so no call for the instance means none was made
  await calls.told()
  expect(api).toContain('/v1/projects/demo-project')
  expect(api.filter((path) => path.startsWith('/v1/instances'))).toEqual([])
  await ui.expectAccessible(page)
})

test('the CLI command names the project and instance as the API does, not as the link does', async ({ page }) => {
  // the same console, reached through the project's id
  await page.goto('/projects/04f06f39-b44f-4e61-94c2-23e74cbc4877/instances/web-server-1/serial-console')
  await page.getByRole('button', { name: 'CLI command' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect with the CLI' }).locator('pre')).toHaveText(
    'oxide instance serial console \\\n  --project demo-project \\\n  --instance web-server-1',
  )
})

// The production bundle behind the dev proxy, against the mock's Node server: a real
// WebSocket through the proxy, authenticated by the HttpOnly session cookie.
plain.describe('through the remote proxy', () => {
  plain.use({ baseURL: `http://127.0.0.1:${REMOTE_PORT}` })

  plain('the console streams over a real WebSocket', async ({ page }) => {
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    await page.goto('/login/demo-silo/local')
    await ui.submitLocalSignIn(page)
    await expect(page).not.toHaveURL(/\/login/)

    await page.goto(consoleOf('web-server-2'))
    await expect(status(page)).toHaveText('Connected')
    await typeAtLogin(page, 'web-server-2', 'whoami')
    expect(sockets).toEqual([
      `ws://127.0.0.1:${REMOTE_PORT}/v1/instances/web-server-2/serial-console/stream?project=demo-project&most_recent=262144`,
    ])
  })
})
