import { expect, test } from '@playwright/test'
import { chunkOf, signIn, useProductionBundle } from './production'
import * as ui from './ui'

// What a first visit (a link shared, a page reloaded) sends, and when: the production bundle,
// whose chunks the test can hold back.
useProductionBundle()

test('a first visit to a project’s list sends its calls before the project’s code has come, each once', async ({
  page,
}) => {
  await signIn(page)
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/v1/')) calls.push(`${url.pathname}${url.search}`)
  })
  const list = '/v1/disks?project=demo-project&limit=10'
  const project = '/v1/projects/demo-project'
  // the project area's code is held until the list's call has left, or 5 s have gone by
  const sentBeforeTheCode: string[] = []
  await page.route(chunkOf('src/projectRoutes.tsx'), async (route) => {
    await expect
      .poll(() => calls.includes(list), { timeout: 5_000 })
      .toBe(true)
      .catch(() => {})
    sentBeforeTheCode.push(...calls)
    await route.continue()
  })

  await page.goto('/projects/demo-project/disks?limit=10')
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'analytics-worker-boot')).toBeVisible()
  expect(sentBeforeTheCode).toEqual(expect.arrayContaining([list, project]))
  // the router, with the code in, found them on their way: neither was sent again
  expect(calls.filter((call) => call === list)).toHaveLength(1)
  expect(calls.filter((call) => call === project)).toHaveLength(1)
  await expect(page.getByRole('navigation', { name: 'Pages of Disks' })).toContainText('Rows 1–10')
})
