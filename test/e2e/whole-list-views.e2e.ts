import { expect, test, type Page } from '@playwright/test'
import { signIn, useProductionBundle } from './production'
import * as ui from './ui'

// A view that reads the whole list (filtered, or sorted as the API cannot) of a list past its
// first 1,000 items: scale-test's 2,000 instances. The production bundle, whose calls go over
// the network, where the test can hold the read of the rest.
useProductionBundle()

/** A read of scale-test's instances past their first page (a page token's). */
const restOfList = (url: URL) => url.pathname === '/v1/instances' && url.searchParams.has('page_token')

/** Holds the pages of scale-test's instances past the first until `release`. */
async function holdRestOfList(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(restOfList, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const reading = (page: Page) => page.getByRole('status').filter({ hasText: 'Reading the whole list' })

test('a filtered view of a list past 1,000 items shows once its first 1,000 are in, saying how far the rest has got', async ({
  page,
}) => {
  await signIn(page)
  const release = await holdRestOfList(page)

  await page.goto('/projects/scale-test/instances?q=inst-19')
  // the page, its filter and the note of the read, while the rest is on its way
  await expect(reading(page)).toHaveText('Reading the whole list to sort and filter it… 1,000 items read so far.')
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Filter Instances')).toHaveValue('inst-19')

  release()
  const table = ui.table(page, 'Instances')
  await expect(ui.rowOf(table, 'inst-1900')).toBeVisible()
  await expect(reading(page)).toHaveCount(0)
  // the matches of the whole list, inst-1900 to inst-1999: none of the first 1,000's
  await expect(ui.rowOf(table, 'inst-0001')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Pages of Instances' })).toContainText('of 100')
})

test('a read of the rest of the list that fails says so and offers to try again', async ({ page }) => {
  await signIn(page)
  let failing = true
  await page.route(restOfList, (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' })
      : route.continue(),
  )

  await page.goto('/projects/scale-test/instances?q=inst-19')
  const retry = page.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeVisible()
  failing = false
  await retry.click()
  await expect(ui.rowOf(ui.table(page, 'Instances'), 'inst-1900')).toBeVisible()
})
