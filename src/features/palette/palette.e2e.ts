import type { Page } from '@playwright/test'
import { BACKGROUND_IN_FLIGHT_IDLE } from '~/api/background'
import { callsInFlight } from '../../../test/e2e/apiCalls'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

const instances = '/projects/demo-project/instances'

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search the console' })
/** The option that is active (the one Enter would choose). */
const active = (page: Page) => page.getByRole('option', { selected: true })

/** `text` pasted into the palette and Enter pressed at once, on a page running 20 times slower. */
async function pasteAndEnterOnASlowPage(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
  await page.keyboard.insertText(text)
  await page.keyboard.press('Enter')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
}

async function openPalette(page: Page) {
  // the keys work once the console's layout is there
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible()
  // the keys listen from the layout's effects, which on a loaded machine can run a moment
  // after it shows: a key pressed in between is lost, as it would be for a user, who presses
  // again (opening an open palette changes nothing)
  await expect(async () => {
    await page.keyboard.press('Control+k')
    await expect(combobox(page)).toBeFocused({ timeout: 3000 })
  }).toPass()
}

test('the palette finds an instance of another project and stops it, from the keyboard alone', async ({ page }) => {
  await page.goto(instances)
  await expect(ui.table(page, 'Instances')).toBeVisible()
  await openPalette(page)
  // frontend-1 is in web-frontend, read once the user types
  await page.keyboard.type('frontend')
  await expect(page.getByRole('option', { name: 'frontend-1 in project web-frontend', exact: true })).toBeVisible()
  // the instance comes first; its actions are entries of their own, reached with ↓
  await expect(active(page)).toHaveText(/^frontend-1/)
  const stop = page.getByRole('option', { name: 'Stop instance frontend-1 in project web-frontend' })
  for (let i = 0; i < 8 && (await stop.getAttribute('aria-selected')) !== 'true'; i++) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(stop).toHaveAttribute('aria-selected', 'true')
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await stop.getAttribute('id'))!)
  await page.keyboard.press('Enter')

  // the stop asks first, as from the instances' menus; Tab reaches its Confirm
  const dialog = page.getByRole('dialog', { name: 'Stop instance' })
  await expect(dialog).toContainText('Stop frontend-1?')
  const confirm = dialog.getByRole('button', { name: 'Confirm' })
  for (let tabs = 0; tabs < 5 && !(await confirm.evaluate((b) => b === document.activeElement)); tabs++)
    await page.keyboard.press('Tab')
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(ui.toast(page, 'Stopping instance')).toContainText('frontend-1')

  // to its page through the palette too (a page load would reset the in-browser mock)
  await openPalette(page)
  await page.keyboard.type('frontend-1')
  await expect(active(page)).toHaveText(/^frontend-1in project web-frontend$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/web-frontend\/instances\/frontend-1\//)
  await expect(page.getByRole('heading', { name: 'frontend-1' }).locator('..')).toContainText('stopped', {
    timeout: 15_000,
  })
})

test('Escape closes the palette and the focus goes back; axe passes with it open', async ({ page }) => {
  await page.goto(instances)
  const disksLink = page.getByRole('link', { name: 'Disks' })
  await disksLink.focus()
  await openPalette(page)
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true')
  const first = await active(page).getAttribute('id')
  await page.keyboard.press('ArrowDown')
  await expect(combobox(page)).not.toHaveAttribute('aria-activedescendant', first!)
  await ui.expectAccessible(page)
  // `?` typed into the palette is text, not the shortcuts' key
  await page.keyboard.type('?')
  await expect(combobox(page)).toHaveValue('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(combobox(page)).toBeHidden()
  await expect(disksLink).toBeFocused()
})

test('`?` and the user menu open the keyboard shortcuts; the top bar opens the palette', async ({ page }) => {
  await page.goto(instances)
  await expect(ui.table(page, 'Instances')).toBeVisible()
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toContainText('Open the command palette')
  await expect(help).toContainText('Ctrl')
  await ui.expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()

  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click()
  await expect(help).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: /^Search/ }).click()
  await expect(combobox(page)).toBeFocused()
})

test('a fleet user finds a silo and a sled and goes to them', async ({ page }) => {
  await page.goto(instances)
  await openPalette(page)
  await page.keyboard.type('other-silo')
  await expect(page.getByRole('group', { name: 'Silos' }).getByRole('option', { name: 'other-silo' })).toBeVisible()
  await expect(active(page)).toHaveText('other-silo')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/system/silos/other-silo')

  // a sled by its serial number (the sled in cubby 0)
  await openPalette(page)
  await page.keyboard.type('BRM42221001')
  await expect(page.getByRole('group', { name: 'Sleds' }).getByRole('option', { name: 'BRM42221001' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/^[^?]*\/system\/inventory\/sleds\/[^/]+\/instances$/)
  await expect(page.getByRole('heading', { name: /BRM42221001/ })).toBeVisible()
})

test('an Enter typed straight after the text chooses the best match of the text, on a busy machine too', async ({
  page,
}) => {
  await page.goto(instances)
  await openPalette(page)
  // a page running slow: the results, drawn a render behind the box, fall behind the typing
  await pasteAndEnterOnASlowPage(page, 'BRM42221001')
  await expect(page).toHaveURL(/^[^?]*\/system\/inventory\/sleds\/[^/]+\/instances$/)
})

test('a silo user is offered no silos and no sleds, and the palette does not ask for them', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  // (the session's own check, /v1/system/policy, is how the console learns it is no fleet user)
  const fleetLists: string[] = []
  page.on(
    'request',
    (r) => /^\/v1\/system\/(silos|hardware)/.test(new URL(r.url()).pathname) && fleetLists.push(r.url()),
  )
  await page.goto(instances)
  await openPalette(page)
  await page.keyboard.type('o')
  // everything the palette reads has answered
  await expect(page.getByRole('group', { name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Searching/ })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Disks' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Silos' })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Sleds' })).toHaveCount(0)
  expect(fleetLists).toEqual([])
})

test('what was typed stays in the palette when the page behind it moves to another part of the console', async ({
  page,
}) => {
  // the projects' list and a project's pages have layouts of their own: going from one to the
  // other behind an open palette used to start it again, empty, and Enter then chose its first entry
  await page.goto('/projects')
  await ui.rowOf(ui.table(page, 'Projects'), 'demo-project').getByRole('link', { name: 'demo-project' }).click()
  await expect(page).toHaveURL(instances)
  await openPalette(page)
  await page.keyboard.type('other-si')
  await expect(active(page)).toHaveText('other-silo')
  await page.goBack()
  await expect(page).toHaveURL('/projects')
  // (behind the palette, hidden from the accessibility tree while it is open)
  await expect(page.getByRole('heading', { name: 'Projects', level: 1, includeHidden: true })).toBeAttached()
  await expect(combobox(page)).toHaveValue('other-si')
  await expect(combobox(page)).toBeFocused()
  await page.keyboard.type('lo')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/system/silos/other-silo')
})

/** Another project's list read by the palette (the open project's are read as it opens). */
const isOtherProjectsList = (url: string) => {
  const { pathname, searchParams } = new URL(url)
  const project = searchParams.get('project')
  return /^\/v1\/(instances|disks|vpcs|images|floating-ips)$/.test(pathname) && !!project && project !== 'demo-project'
}

test('in a silo of 300 projects, the palette reads their lists a few at a time, says how far it has got, and stops when closed', async ({
  page,
}) => {
  await ui.scaleTestProjects(page, 300)
  const calls = await callsInFlight(page, isOtherProjectsList)
  const { seen } = calls
  // every count the status showed, and said to a screen reader (its text but what is hidden from one)
  await page.addInitScript(() => {
    const counts = ((window as unknown as { counts: Record<string, number[]> }).counts = { shown: [], said: [] })
    const note = (list: number[], text: string | null | undefined) => {
      const count = text?.match(/(\d+) of 305/)
      if (count && list.at(-1) !== Number(count[1])) list.push(Number(count[1]))
    }
    new MutationObserver(() => {
      const status = document.querySelector('[role="dialog"] [role="status"]')
      if (!status) return
      note(counts.shown, status.querySelector('[aria-hidden="true"]')?.textContent)
      const heard = status.cloneNode(true) as Element
      heard.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
      note(counts.said, heard.textContent)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto(instances)
  await expect(ui.table(page, 'Instances')).toBeVisible()
  await openPalette(page)
  await page.keyboard.type('web')
  // the seed's five other projects and the 300, five lists each
  const status = page.getByRole('dialog').getByRole('status')
  await expect(status).toContainText(/^Searching more… \d+ of 305 other projects read/)
  await expect(page.getByRole('option', { name: 'web-server-1 in project demo-project', exact: true })).toBeVisible()
  // closed while it reads (an accessibility scan here outlasted the reads on a slow minute,
  // leaving nothing to stop: the scan is made in the second search)
  await page.keyboard.press('Escape')
  await expect(combobox(page)).toBeHidden()
  await calls.told()
  // those on their way when it closed, at most: the rest are never asked for
  const made = seen.made
  expect(made).toBeLessThan(5 * 305)
  await page.getByRole('link', { name: 'Disks', exact: true }).click()
  await expect(ui.table(page, 'Disks').getByRole('row').nth(1)).toBeVisible()
  await calls.told()
  expect(seen.made).toBe(made)

  // left to read them all, it reads every list of every project, and then says nothing more
  await openPalette(page)
  await page.keyboard.type('default')
  await expect(status).toContainText('of 305 other projects read')
  await ui.expectAccessible(page)
  await expect(status).toHaveText('', { timeout: 60_000 })
  await calls.told()
  expect(seen.made).toBeGreaterThanOrEqual(5 * 305)
  expect(seen.most).toBeLessThanOrEqual(BACKGROUND_IN_FLIGHT_IDLE)
  // shown as each project is read, said in steps of a tenth (31 projects): ten news, not 305
  const counts = await page.evaluate(() => (window as unknown as { counts: Record<string, number[]> }).counts)
  expect(counts.said.length).toBeGreaterThan(1)
  expect(counts.said.every((n) => n % 31 === 0)).toBe(true)
  expect(counts.shown.length).toBeGreaterThanOrEqual(counts.said.length)
})

test('in a silo of 300 projects, an Enter typed before anything matches chooses what is named so as soon as its project is read', async ({
  page,
}) => {
  await ui.scaleTestProjects(page, 300)
  const calls = await callsInFlight(page, isOtherProjectsList)
  await page.goto(instances)
  await expect(ui.table(page, 'Instances')).toBeVisible()
  // in the tenth of the generated projects, read long before the last
  expect(await ui.postApi(page, '/v1/disks?project=project-00010', ui.blankDisk('needle-disk'))).toBe(201)
  await openPalette(page)
  // on a page running slow, as a loaded machine's is: the results, and the search of the
  // other projects, which starts with them, fall behind the typing
  await pasteAndEnterOnASlowPage(page, 'needle-disk')
  await expect(page).toHaveURL(/\/projects\/project-00010\/disks\/needle-disk/)
  await calls.told()
  // the rest were never asked for: the palette closed as it chose
  expect(calls.seen.made).toBeLessThan(5 * 305)
})

test('in a silo of 1,200 projects, the palette finds one past the first 1,000', async ({ page }) => {
  await ui.scaleTestProjects(page, 1200)
  await page.goto(instances)
  await expect(ui.table(page, 'Instances')).toBeVisible()
  await openPalette(page)
  await page.keyboard.insertText('project-01200')
  await expect(page.getByRole('option', { name: 'project-01200', exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/project-01200\/instances$/)
})

test('in a fleet of 1,202 silos, the palette finds one past the first 1,000', async ({ page }) => {
  await ui.scaleTestSilos(page, 1200)
  await page.goto('/system/silos')
  await expect(ui.table(page, 'Silos')).toBeVisible()
  await openPalette(page)
  await page.keyboard.insertText('silo-01200')
  await expect(page.getByRole('group', { name: 'Silos' }).getByRole('option', { name: 'silo-01200' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/system/silos/silo-01200')
})
