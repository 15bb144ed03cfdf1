import { expect, expectAccessible, test } from '../../../test/e2e/fixtures'

const list = '/projects/demo-project/instances'
const row = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('table', { name: 'Instances' }).getByRole('row', { name: new RegExp(`^${name} `) })

test('the instance list shows state, size, boot disk, addresses and creation time', async ({ page }) => {
  await page.goto(list)
  const web = row(page, 'web-server-1')
  await expect(web).toContainText('running')
  await expect(web).toContainText('4 vCPUs, 16 GiB')
  await expect(web).toContainText('web-server-1-boot')
  await expect(web).toContainText('10.0.0.10')
  await expect(row(page, 'flaky-batch')).toContainText('failed')
  await expectAccessible(page)
})

test('an action not allowed in a state is disabled and says why', async ({ page }) => {
  await page.goto(list)
  await page.getByRole('button', { name: 'Actions for instance web-server-1' }).click()
  const start = page.getByRole('menuitem', { name: 'Start' })
  await expect(start).toHaveAttribute('aria-disabled', 'true')
  await start.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Only available when the instance is stopped or failed')
  await page.keyboard.press('Escape')
  await expect(row(page, 'web-server-1')).toContainText('running')
})

test('stop a running instance, watch it stop, then start it again', async ({ page }) => {
  await page.goto(list)
  await page.getByRole('button', { name: 'Actions for instance web-server-2' }).click()
  await page.getByRole('menuitem', { name: 'Stop' }).click()
  await page.getByRole('dialog', { name: 'Stop instance' }).getByRole('button', { name: 'Confirm' }).click()
  // the list polls while the instance is stopping
  await expect(row(page, 'web-server-2')).toContainText('stopped', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Actions for instance web-server-2' }).click()
  await expect(page.getByRole('menuitem', { name: 'Reboot' })).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('menuitem', { name: 'Start' }).click()
  await expect(row(page, 'web-server-2')).toContainText('running', { timeout: 15_000 })
})

test('delete a stopped instance', async ({ page }) => {
  await page.goto(list)
  await page.getByRole('button', { name: 'Actions for instance legacy-app' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete instance' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(row(page, 'legacy-app')).toHaveCount(0)
})

test.describe('create an instance', () => {
  test('from a silo image, with a taken name first', async ({ page }) => {
    await page.goto(`${list}-new`)
    await expect(page.getByRole('heading', { name: 'Create instance' })).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel('Name', { exact: true }).fill('web-server-1')
    await page.getByRole('textbox', { name: /^Description/ }).fill('kept as typed')
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page.getByRole('alert')).toContainText('Instance name already exists')
    await expect(page.getByRole('textbox', { name: /^Description/ })).toHaveValue('kept as typed')

    await page.getByLabel('Name', { exact: true }).fill('web-server-3')
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page).toHaveURL(`${list}/web-server-3/storage`)
    await expect(page.getByRole('table', { name: 'Disks' })).toContainText('web-server-3-boot')
  })

  test('from a project image with a custom size', async ({ page }) => {
    await page.goto(`${list}-new`)
    await page.getByLabel('Name', { exact: true }).fill('golden-1')
    await page.getByLabel('Project image').check()
    const image = page.getByRole('combobox', { name: 'Image' })
    await image.selectOption({ index: 1 })
    await expect(image).toContainText('app-golden-image')
    await page.getByRole('radio', { name: 'Custom' }).first().check()
    await page.getByRole('spinbutton', { name: /vCPUs/ }).fill('6')
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page).toHaveURL(`${list}/golden-1/storage`)
    await expect(page.getByText('6', { exact: true }).first()).toBeVisible()
  })

  test('from a snapshot', async ({ page }) => {
    await page.goto(`${list}-new`)
    await page.getByLabel('Name', { exact: true }).fill('restored-1')
    await page.getByLabel('Snapshot', { exact: true }).check()
    const snapshot = page.getByLabel('Snapshot', { exact: true }).last()
    await page.locator('select').filter({ hasText: 'Choose a snapshot' }).selectOption({ index: 1 })
    await expect(snapshot).toBeVisible()
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page).toHaveURL(`${list}/restored-1/storage`)
  })

  test('from an existing disk, without starting it', async ({ page }) => {
    await page.goto(`${list}-new`)
    await page.getByLabel('Name', { exact: true }).fill('reuse-1')
    await page.getByLabel('Existing disk').check()
    await page.getByLabel('Disk', { exact: true }).selectOption('spare-boot')
    await page.getByLabel('Start the instance once it is created').uncheck()
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page).toHaveURL(`${list}/reuse-1/storage`)
    await expect(page.getByRole('table', { name: 'Disks' })).toContainText('spare-boot')
    await expect(page.getByRole('heading', { name: 'reuse-1' }).locator('..')).toContainText('stopped', {
      timeout: 15_000,
    })
  })
})

test('each instance tab renders and passes axe', async ({ page }) => {
  await page.goto(`${list}/web-server-1`)
  await expect(page).toHaveURL(`${list}/web-server-1/storage`)
  for (const tab of ['Storage', 'Networking', 'Connect', 'Settings']) {
    await page.getByRole('navigation', { name: 'Instance sections' }).getByRole('link', { name: tab }).click()
    await expect(page).toHaveURL(new RegExp(`/${tab.toLowerCase()}$`))
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expectAccessible(page)
  }
})

test('a running instance cannot attach a disk, and says why', async ({ page }) => {
  await page.goto(`${list}/web-server-1/storage`)
  await page.getByRole('button', { name: 'Attach existing disk' }).hover()
  await expect(page.getByRole('tooltip')).toContainText('Only available when the instance is creating or stopped')
})

test('attach and detach a disk on a stopped instance', async ({ page }) => {
  await page.goto(`${list}/db-primary/storage`)
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach existing disk' })
  await dialog.getByLabel('Disk').selectOption('scratch-disk')
  await dialog.getByRole('button', { name: 'Attach disk' }).click()
  const disks = page.getByRole('table', { name: 'Disks' })
  await expect(disks.getByRole('row', { name: /scratch-disk/ })).toContainText('attached', { timeout: 15_000 })

  await page.getByRole('button', { name: 'Actions for disk scratch-disk' }).click()
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  await page.getByRole('dialog', { name: 'Detach disk' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(disks.getByRole('row', { name: /scratch-disk/ })).toHaveCount(0, { timeout: 15_000 })
})

test('attach and detach an ephemeral IP', async ({ page }) => {
  await page.goto(`${list}/analytics-worker/networking`)
  await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
  await page.getByRole('dialog', { name: 'Attach ephemeral IP' }).getByRole('button', { name: 'Attach IP' }).click()
  const ips = page.getByRole('table', { name: 'External IPs' })
  await expect(ips).toContainText('ephemeral')
  const address = (await ips.locator('tbody tr td').first().textContent())!.trim()
  await page.getByRole('button', { name: `Actions for address ${address}` }).click()
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  await page.getByRole('dialog', { name: 'Detach external IP' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('No external IPs')).toBeVisible()
})

test('resize a stopped instance from its settings', async ({ page }) => {
  await page.goto(`${list}/db-primary/settings`)
  await page.getByRole('spinbutton', { name: /vCPUs/ }).fill('12')
  await page.getByRole('button', { name: 'Resize' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Instance resized' })).toBeVisible()
  await expect(page.locator('dl').first()).toContainText('12')
})

test('both lookup routes lead to the instance, and a bad id to page-not-found', async ({ page }) => {
  await page.goto(`${list}/web-server-1/storage`)
  const id = (await page.locator('dd .font-mono').first().textContent())!.trim()
  for (const path of [`/lookup/instances/${id}`, `/lookup/i/${id}`]) {
    await page.goto(path)
    await expect(page).toHaveURL(`${list}/web-server-1/storage`)
  }
  await page.goto('/lookup/i/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
