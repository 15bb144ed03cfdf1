// Sort, filter, saved views and export: what every list offers, seen on the disks list of
// build-farm (13 disks, one in each state the API has).
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiCalls } from './apiCalls'
import * as ui from './ui'

const DISKS = '/projects/build-farm/disks'
const disks = (page: Page) => ui.table(page, 'Disks')
/**
 * The cells of the table's Name column (after the rows' checkboxes), top to bottom (asserted
 * with retries, which also outlast a reload).
 */
const nameCells = (page: Page) => disks(page).locator('tbody tr td:nth-child(2)')
const names = (page: Page) => nameCells(page).allTextContents()
const UNITS: Record<string, number> = { B: 1, KiB: 2 ** 10, MiB: 2 ** 20, GiB: 2 ** 30, TiB: 2 ** 40 }
/** The Size column as bytes ("10 GiB"), top to bottom. */
async function sizes(page: Page) {
  const cells = await disks(page).locator('tbody tr td:nth-child(3)').allTextContents()
  return cells.map((text) => {
    const [n, unit] = text.trim().split(/\s+/)
    return Number(n) * UNITS[unit]
  })
}

test('sort and filter are held in the URL and come back from a saved view', async ({ page }) => {
  await page.goto(DISKS)
  const sizeHeader = disks(page).getByRole('columnheader', { name: 'Size', exact: true })
  await expect(sizeHeader).toHaveAttribute('aria-sort', 'none')

  // from the keyboard: sorted up, then down
  await sizeHeader.getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(sizeHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/[?&]sort=size(&|$)/)
  await sizeHeader.getByRole('button').press('Enter')
  await expect(sizeHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/[?&]sort=-size(&|$)/)
  const all = await sizes(page)
  expect(all).toHaveLength(13)
  expect(all).toEqual([...all].sort((a, b) => b - a))

  await page.getByRole('searchbox', { name: 'Filter Disks' }).fill('upload')
  await expect(page).toHaveURL(/[?&]q=upload(&|$)/)
  await expect(nameCells(page)).toHaveCount(3)
  expect((await names(page)).every((n) => n.includes('upload'))).toBe(true)
  const uploads = await sizes(page)
  expect(uploads).toEqual([...uploads].sort((a, b) => b - a))

  await page.getByRole('combobox', { name: 'Disks: state' }).selectOption('import_ready')
  await expect(page).toHaveURL(/[?&]state=import_ready(&|$)/)
  await expect(nameCells(page)).toHaveText(['windows-2022-upload'])
  await ui.expectAccessible(page)

  // the view is the URL: a reload shows it again, controls and all
  const view = page.url()
  await page.reload()
  await expect(nameCells(page)).toHaveText(['windows-2022-upload'])
  await expect(page.getByRole('searchbox', { name: 'Filter Disks' })).toHaveValue('upload')
  await expect(page.getByRole('combobox', { name: 'Disks: state' })).toHaveValue('import_ready')
  await expect(sizeHeader).toHaveAttribute('aria-sort', 'descending')

  // saved under a name, it comes back from the Views menu after leaving
  await page.getByRole('button', { name: 'Views of Disks' }).click()
  await page.getByRole('menuitem', { name: 'Save current view as…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save view' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('ready uploads')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  await page.goto(DISKS)
  await expect(nameCells(page)).toHaveCount(13)
  await expect(sizeHeader).toHaveAttribute('aria-sort', 'none')
  await page.getByRole('button', { name: 'Views of Disks' }).click()
  await page.getByRole('menuitem', { name: 'ready uploads', exact: true }).click()
  await expect(page).toHaveURL(view)
  await expect(nameCells(page)).toHaveText(['windows-2022-upload'])
  await expect(page.getByRole('searchbox', { name: 'Filter Disks' })).toHaveValue('upload')

  // and goes when deleted
  await page.getByRole('button', { name: 'Views of Disks' }).click()
  await page.getByRole('menuitem', { name: 'Delete view ready uploads' }).click()
  await page.getByRole('button', { name: 'Views of Disks' }).click()
  await expect(page.getByRole('menuitem', { name: 'Save current view as…' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: /ready uploads/ })).toHaveCount(0)
})

test('a CSV export holds every row of a two-page list, both pages', async ({ page }) => {
  await page.goto(`${DISKS}?limit=10`)
  const pagination = page.getByRole('navigation', { name: 'Pages of Disks' })
  await expect(pagination).toContainText('Rows 1–10')
  // the rows of a list with bulk actions come with the views' code, which may follow the count
  await expect(nameCells(page)).toHaveCount(10)
  const firstPage = await names(page)
  await pagination.getByRole('button', { name: 'Next' }).click()
  await expect(pagination).toContainText('Rows 11–13')
  await expect(nameCells(page)).toHaveCount(3)
  const secondPage = await names(page)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export Disks' }).click()
  await page.getByRole('menuitem', { name: 'Export as CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^disks-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n')
  expect(lines.pop()).toBe('')
  expect(lines[0]).toBe('Name,Size,State,Block size,Created')
  const rows = lines.slice(1).map((line) => line.split(','))
  expect(rows.map((r) => r[0])).toEqual([...firstPage, ...secondPage])
  // plain values, not what the cells render: bytes, the state's name, ISO times
  for (const [, size, state, blockSize, created] of rows) {
    expect(size).toMatch(/^\d+$/)
    expect(state).toMatch(/^[a-z_]+$/)
    expect(blockSize).toMatch(/^\d+$/)
    expect(created).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/)
  }
})

test('a JSON export of a filtered view holds the matching rows of the whole list', async ({ page }) => {
  await page.goto(`${DISKS}?limit=5&q=ci-&sort=-name`)
  await expect(nameCells(page)).toHaveText(['ci-workspace-old', 'ci-runner-1-boot', 'ci-cache'])
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export Disks' }).click()
  await page.getByRole('menuitem', { name: 'Export as JSON' }).click()
  const json = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as Record<string, unknown>[]
  expect(json.map((d) => d.Name)).toEqual(['ci-workspace-old', 'ci-runner-1-boot', 'ci-cache'])
  expect(Object.keys(json[0])).toEqual(['Name', 'Size', 'State', 'Block size', 'Created'])
})

// scale-test's 2,000 instances, filtered: a view of the whole list, read 1,000 at a time
const scaleView = (filter: string) => `/projects/scale-test/instances?q=${filter}`
/** A read of the whole list starting again: its first 1,000. */
const isWholeRead = (url: string) => url.endsWith('/v1/instances?project=scale-test&limit=1000')

async function startFromRow(page: Page, instance: string) {
  await ui
    .table(page, 'Instances')
    .getByRole('button', { name: `Actions for instance ${instance}` })
    .click()
  await page.getByRole('menuitem', { name: 'Start' }).click()
  await expect(ui.rowOf(ui.table(page, 'Instances'), instance)).toContainText('starting')
}

test('a view of the whole list is read again while a row on screen changes state, a second apart for each 1,000 items', async ({
  page,
}) => {
  await ui.slowTransitions(page, 8000)
  await page.goto(scaleView('inst-19'))
  const reads: number[] = []
  ;(await apiCalls(page)).onRequest((r) => void (isWholeRead(r.url()) && reads.push(Date.now())))

  await startFromRow(page, 'inst-1900')
  // read again after the start, then polled: two pages of 1,000, every 2 s (a list's page: 1 s).
  // A timer the page's busy thread ran late keeps its schedule (the next one on time), and the
  // test hears of each request a moment after it leaves: 2 s told from 1 s, not to the ms
  await expect.poll(() => reads.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
  expect(reads[2] - reads[1]).toBeGreaterThanOrEqual(1500)
})

test('a view of the whole list is not read again for a change of state off its rows', async ({ page }) => {
  await ui.slowTransitions(page, 5000)
  await page.goto(scaleView('inst-0001'))
  await startFromRow(page, 'inst-0001')

  // another filter: inst-0001, still starting, is on none of the view's pages
  await page.getByLabel('Filter Instances').fill('inst-19')
  await expect(ui.rowOf(ui.table(page, 'Instances'), 'inst-1900')).toBeVisible()
  const reads: string[] = []
  ;(await apiCalls(page)).onRequest((r) => void (isWholeRead(r.url()) && reads.push(r.url())))
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          fetch('/v1/instances/inst-0001?project=scale-test')
            .then((r) => r.json())
            .then((i: { run_state: string }) => i.run_state),
        ),
      { timeout: 15_000 },
    )
    .toBe('running')
  expect(reads).toEqual([])
})
