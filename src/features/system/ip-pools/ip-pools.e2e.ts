import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { expectRangeChecks } from './rangeSteps'

const POOLS = '/system/networking/ip-pools'

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name })

/** Opens the Remove item of the range that starts at `first`, on a pool's Ranges tab. */
async function removeRange(page: Page, first: string) {
  await ui
    .rowOf(ui.table(page, 'Ranges'), first)
    .getByRole('button', { name: /^Actions for range/ })
    .click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
}

test('networking leads to the pools, whose use matches the seed to the last digit', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto('/system/networking')
  await expect(page).toHaveURL(POOLS)
  const pools = ui.table(page, 'IP pools')
  await ui.expectRows(pools, {
    default: '6 / 241 (2.4%)',
    'lab-pool': ['11 / 12 (91.6%)', 'Nearly full'],
    // 2^64 + 240: a float would end in ...552,000
    'ipv6-pool': '1 / 18,446,744,073,709,551,856 (0.0%)',
    'reserved-pool': '0 / 11 (0.0%)',
  })
  // the service pool is apart, read-only
  await expect(ui.rowOf(pools, 'oxide-service-pool')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Oxide service IP pool (read-only)' })).toBeVisible()
  const serviceRanges = ui.table(page, 'Service IP pool ranges')
  await expect(ui.rowOf(serviceRanges, '172.30.0.1')).toContainText('172.30.0.15')
  // no row can be changed (its headers sort, as every list's do)
  await expect(serviceRanges.getByRole('cell').getByRole('button')).toHaveCount(0)
  // two lists on one page: each pager is named for its own table
  await expect(page.getByRole('navigation', { name: /^Pages of / })).toHaveCount(2)
  await expect(page.getByRole('navigation', { name: 'Pages of IP pools' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pages of Service IP pool ranges' })).toBeVisible()
  // under the system's Networking, the IP pools' tab among the rack network's sections
  await expect(
    page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Networking' }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(
    page.getByRole('navigation', { name: 'Networking' }).getByRole('link', { name: 'IP pools' }),
  ).toHaveAttribute('aria-current', 'page')
  await ui.expectAccessible(page)
})

test('create a pool with the keyboard alone', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(POOLS)
  await page.getByRole('link', { name: 'New IP pool' }).first().focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create IP pool' })
  await expect(field(dialog, 'Name')).toBeFocused()
  await ui.expectAccessible(page)
  await ui.typeFields(page, ['edge-pool', 'Edge routers, typed', 'submit'])
  await expect(page).toHaveURL(`${POOLS}/edge-pool`)
  await expect(page.getByRole('heading', { name: 'edge-pool', level: 1 })).toBeVisible()
  await expect(page.getByText('Edge routers, typed')).toBeVisible()
  await expect(ui.toast(page, 'IP pool created')).toContainText('edge-pool')
})

async function openAddRange(page: Page) {
  await page.getByRole('link', { name: 'Add range' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add range' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('add a range (bad input explained as typed, an overlap refused with the input kept), then remove it', async ({
  pageAs,
}) => {
  const page = await pageAs('fleet-admin')
  await page.goto(`${POOLS}/reserved-pool`)
  await expect(ui.rowOf(ui.table(page, 'Ranges'), '10.0.1.10')).toContainText('10.0.1.20')
  await ui.expectAccessible(page)

  const dialog = await openAddRange(page)
  await ui.expectAccessible(page)
  const first = field(dialog, 'First address')
  const last = field(dialog, 'Last address')
  await expectRangeChecks(dialog, [first, last], {
    partial: '10.0.2',
    first: '10.0.2.10',
    otherFamily: 'fd00::1',
    before: '10.0.2.9',
    lowered: '10.0.2.1',
  })

  // default's range is 10.0.0.10-10.0.0.250: the API refuses, the form keeps what was typed
  await first.fill('10.0.0.200')
  await dialog.getByRole('button', { name: 'Add range' }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    'The provided IP range 10.0.0.200-10.0.2.9 overlaps with an existing range',
  )
  await expect(first).toHaveValue('10.0.0.200')
  await expect(last).toHaveValue('10.0.2.9')

  await first.fill('10.0.2.1')
  await dialog.getByRole('button', { name: 'Add range' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(ui.toast(page, 'Range added')).toContainText('10.0.2.1 – 10.0.2.9')
  const ranges = ui.table(page, 'Ranges')
  await expect(ui.rowOf(ranges, '10.0.2.1')).toContainText('10.0.2.9')
  // utilization follows: 11 + 9 addresses
  await expect(page.getByText('0 / 20 (0.0%)')).toBeVisible()

  await removeRange(page, '10.0.2.1')
  await ui.answerConfirm(page, 'Remove range', '10.0.2.1 – 10.0.2.9', 'Remove')
  await expect(ui.toast(page, 'Range removed')).toBeVisible()
  await expect(ui.rowOf(ranges, '10.0.2.1')).toHaveCount(0)
})

test('a range with addresses in use is not removed, and the refusal says why', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(`${POOLS}/lab-pool`)
  await removeRange(page, '172.20.0.1')
  await ui.inDialog(page, 'Remove range', 'Remove')
  await expect(ui.errorToast(page, 'Could not remove range')).toContainText(
    'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
  )
  await expect(ui.rowOf(ui.table(page, 'Ranges'), '172.20.0.1')).toBeVisible()
})

test('link a silo to a pool and make the pool its default', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(`${POOLS}/reserved-pool?tab=silos`)
  await expect(page.getByRole('link', { name: 'Linked silos' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('No linked silos')).toBeVisible()
  await ui.expectAccessible(page)

  await page.getByRole('button', { name: 'Link silo' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Link silo' })
  await dialog.getByRole('combobox', { name: 'Silo' }).selectOption('demo-silo')
  await ui.expectAccessible(page)
  await dialog.getByRole('button', { name: 'Link silo' }).click()
  await expect(ui.toast(page, 'Silo linked')).toContainText('demo-silo to reserved-pool')
  const links = ui.table(page, 'Linked silos')
  await expect(ui.rowOf(links, 'demo-silo')).toContainText('No')

  await links.getByRole('button', { name: 'Make default for demo-silo' }).click()
  const confirm = page.getByRole('dialog', { name: 'Make default pool' })
  // demo-silo's default until now
  await expect(confirm).toContainText('Make reserved-pool the default IP pool of demo-silo?')
  await expect(confirm).toContainText('default stops being its default and stays linked')
  await ui.inDialog(page, 'Make default pool', 'Make default')
  await expect(ui.toast(page, 'Default pool changed')).toBeVisible()
  await expect(ui.rowOf(links, 'demo-silo')).toContainText('Default')
  await expect(links.getByRole('button', { name: 'Make default for demo-silo' })).toHaveCount(0)

  // default is linked to demo-silo still, no longer its default (moving within the app: a
  // reload would start the in-browser mock afresh)
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Networking' }).click()
  await ui.table(page, 'IP pools').getByRole('link', { name: 'default' }).click()
  await page.getByRole('link', { name: 'Linked silos' }).click()
  await expect(ui.rowOf(ui.table(page, 'Linked silos'), 'demo-silo')).toContainText('No')
  await expect(ui.rowOf(ui.table(page, 'Linked silos'), 'other-silo')).toContainText('Default')
})

test('in a fleet of 1,202 silos, a pool is linked to one past the first 1,000, named in its links and not offered again', async ({
  pageAs,
}) => {
  const page = await pageAs('fleet-admin')
  await ui.scaleTestSilos(page, 1200)
  await page.goto(`${POOLS}/reserved-pool?tab=silos`)
  const dialog = page.getByRole('dialog', { name: 'Link silo' })
  const choices = dialog.getByRole('combobox', { name: 'Silo' })
  await page.getByRole('button', { name: 'Link silo' }).first().click()
  await expect(choices.locator('option', { hasText: 'silo-01200' })).toHaveCount(1)
  await choices.selectOption('silo-01200')
  await dialog.getByRole('button', { name: 'Link silo' }).click()
  await expect(ui.toast(page, 'Silo linked')).toContainText('silo-01200 to reserved-pool')
  await expect(ui.rowOf(ui.table(page, 'Linked silos'), 'silo-01200')).toContainText('No')

  await page.getByRole('button', { name: 'Link silo' }).first().click()
  await expect(choices.locator('option', { hasText: 'silo-01199' })).toHaveCount(1)
  await expect(choices.locator('option', { hasText: 'silo-01200' })).toHaveCount(0)
  await ui.expectAccessible(page)
})

test('unlinking a silo that holds addresses is refused; edit and delete a pool', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(`${POOLS}/lab-pool?tab=silos`)
  await ui.table(page, 'Linked silos').getByRole('button', { name: 'Unlink other-silo' }).click()
  await ui.inDialog(page, 'Unlink silo', 'Unlink')
  await expect(ui.errorToast(page, 'Could not unlink silo')).toContainText(
    'IP addresses from this pool are in use in the linked silo',
  )

  await page.goto(`${POOLS}/reserved-pool`)
  await page.getByRole('link', { name: 'Edit IP pool' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit IP pool' })
  await ui.expectAccessible(page)
  await field(edit, 'Name').fill('spare-pool')
  await edit.getByRole('button', { name: 'Update IP pool' }).click()
  await expect(page).toHaveURL(`${POOLS}/spare-pool`)

  // a pool with ranges is refused; once they are gone, it goes
  await page.getByRole('button', { name: 'Delete IP pool' }).click()
  await ui.inDialog(page, 'Delete IP pool', 'Delete')
  await expect(ui.errorToast(page, 'Could not delete IP pool')).toContainText(
    'IP Pool cannot be deleted while it contains IP ranges',
  )
  await removeRange(page, '10.0.1.10')
  await ui.inDialog(page, 'Remove range', 'Remove')
  await expect(page.getByText('No ranges')).toBeVisible()
  await page.getByRole('button', { name: 'Delete IP pool' }).click()
  await ui.inDialog(page, 'Delete IP pool', 'Delete')
  await expect(page).toHaveURL(POOLS)
  await expect(ui.rowOf(ui.table(page, 'IP pools'), 'spare-pool')).toHaveCount(0)
})

test('users who are not fleet viewers have no IP pools', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(POOLS)
  await ui.expectNoAccess(page, 'IP pools')
})

test('unlinking a silo names it when the pool is its default', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  // the seed: default is the default pool of both silos; lab-pool is linked to other-silo, not its default
  await page.goto(`${POOLS}/default?tab=silos`)
  await ui.table(page, 'Linked silos').getByRole('button', { name: 'Unlink demo-silo' }).click()
  await expect(ui.impactList(page, 'Unlink silo', 'Loses its default pool')).toHaveText(['demo-silo'])
  await expect(ui.impactOf(page, 'Unlink silo')).toContainText('Pools still linked to it: ipv6-pool.')
  await ui.expectAccessible(page)
  await ui.inDialog(page, 'Unlink silo', 'Cancel')

  await page.goto(`${POOLS}/lab-pool?tab=silos`)
  await ui.table(page, 'Linked silos').getByRole('button', { name: 'Unlink other-silo' }).click()
  await expect(ui.impactOf(page, 'Unlink silo')).toContainText(
    'No silo loses its default: lab-pool is not the default pool of other-silo.',
  )
})
