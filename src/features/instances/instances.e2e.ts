import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

const list = '/projects/demo-project/instances'
const row = (page: Page, name: string) => ui.rowOf(ui.table(page, 'Instances'), name)
const heading = (page: Page, name: string) => page.getByRole('heading', { name }).locator('..')

test('the instance list shows state, size, boot disk, addresses and creation time', async ({ page }) => {
  await page.goto(list)
  const web = row(page, 'web-server-1')
  await expect(web).toContainText('running')
  await expect(web).toContainText('4 vCPUs, 16 GiB')
  await expect(web).toContainText('web-server-1-boot')
  await expect(web).toContainText('10.0.0.10')
  await expect(row(page, 'flaky-batch')).toContainText('failed')
  await expect(web.getByRole('link', { name: 'web-server-1' })).toHaveAttribute('href', `${list}/web-server-1`)
  await ui.expectAccessible(page)
})

test('a boot disk past the project’s first 1,000 disks is still named in the list', async ({ page }) => {
  // the list names boot disks from one read of the project's first 1,000 disks, by name
  await ui.scaleTestDisks(page, 1000)
  await page.goto('/projects/scale-test/disks')
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'disk-00001')).toBeVisible()
  expect(await ui.postApi(page, '/v1/disks?project=scale-test', ui.blankDisk('zz-late-boot'))).toBe(201)
  const instance = {
    name: 'aa-late-boot',
    description: '',
    hostname: 'aa-late-boot',
    ncpus: 1,
    memory: 1024 ** 3,
    boot_disk: { type: 'attach', name: 'zz-late-boot' },
    start: false,
  }
  expect(await ui.postApi(page, '/v1/instances?project=scale-test', instance)).toBe(201)

  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Instances' }).click()
  await expect(row(page, 'aa-late-boot')).toContainText('zz-late-boot')
  await expect(row(page, 'inst-0001')).toContainText('None')
})

test('a row keeps the width of its state as the state changes, so the table does not move', async ({ page }) => {
  // a table sizes its columns by their content: a wider state wrapped other cells and moved
  // every row below by ~50 px, an open row menu with them, under a still pointer
  await ui.slowTransitions(page, 3000)
  await page.goto(list)
  const server = row(page, 'web-server-2')
  const widthOf = async (state: string) => {
    const badge = server.getByText(state, { exact: true })
    await expect(badge).toBeVisible({ timeout: 15_000 })
    return (await badge.locator('..').boundingBox())!.width
  }
  const running = await widthOf('running')
  await ui.rowAction(page, 'instance web-server-2', 'Stop')
  await ui.inDialog(page, 'Stop instance', 'Confirm')
  expect(await widthOf('stopping')).toBe(running)
  expect(await widthOf('stopped')).toBe(running)
})

test('stop a running instance, watch it stop, then start it again', async ({ page }) => {
  await page.goto(list)
  await ui.rowAction(page, 'instance web-server-2', 'Stop')
  await expect(page.getByRole('dialog', { name: 'Stop instance' })).toContainText('Stop web-server-2?')
  await ui.inDialog(page, 'Stop instance', 'Confirm')
  await expect(ui.toast(page, 'Stopping instance')).toContainText('web-server-2')
  // the list polls while the instance is stopping
  await expect(row(page, 'web-server-2')).toContainText('stopped', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Actions for instance web-server-2' }).click()
  await expect(page.getByRole('menuitem', { name: 'Reboot' })).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('menuitem', { name: 'Start' }).click()
  await expect(row(page, 'web-server-2')).toContainText('running', { timeout: 15_000 })
})

test.describe('create an instance', () => {
  test('from a silo image, with a taken name first', async ({ page }) => {
    await page.goto(`${list}-new`)
    await expect(page.getByRole('heading', { name: 'Create instance' })).toBeVisible()
    await ui.expectAccessible(page)
    await page.getByLabel('Name', { exact: true }).fill('web-server-1')
    await page.getByRole('textbox', { name: /^Description/ }).fill('kept as typed')
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page.getByRole('alert')).toContainText('Instance name already exists')
    await expect(page.getByRole('textbox', { name: /^Description/ })).toHaveValue('kept as typed')

    await page.getByLabel('Name', { exact: true }).fill('web-server-3')
    // the boot disk follows the instance's name
    await expect(page.getByLabel('Disk name')).toHaveValue('web-server-3-boot')
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page).toHaveURL(`${list}/web-server-3/storage`)
    await expect(ui.table(page, 'Disks')).toContainText('web-server-3-boot')
  })

  test('from a project image with a custom size and a boot disk named by hand', async ({ page }) => {
    await page.goto(`${list}-new`)
    await page.getByLabel('Name', { exact: true }).fill('golden-1')
    await page.getByLabel('Disk name').fill('golden-root')
    await page.getByLabel('Name', { exact: true }).fill('golden-2')
    await expect(page.getByLabel('Disk name')).toHaveValue('golden-root')
    await page.getByLabel('Project image').check()
    const image = page.getByRole('combobox', { name: 'Image' })
    await image.selectOption({ index: 1 })
    await expect(image).toContainText('app-golden-image')
    await page.getByRole('radio', { name: 'Custom' }).first().check()
    await page.getByRole('spinbutton', { name: /vCPUs/ }).fill('6')
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page).toHaveURL(`${list}/golden-2/storage`)
    await expect(page.locator('dl').first()).toContainText('6')
    await expect(ui.table(page, 'Disks')).toContainText('golden-root')
  })

  test('from a snapshot', async ({ page }) => {
    await page.goto(`${list}-new`)
    await page.getByLabel('Name', { exact: true }).fill('restored-1')
    await page.getByLabel('Snapshot', { exact: true }).check()
    await page.getByRole('combobox', { name: 'Snapshot' }).selectOption({ label: 'web-server-1-boot-snap (20 GiB)' })
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
    await expect(ui.table(page, 'Disks')).toContainText('spare-boot')
    await expect(heading(page, 'reuse-1')).toContainText('stopped', { timeout: 15_000 })
  })

  test('booting from and attaching disks past the project’s first 1,000, by name', async ({ page }) => {
    await ui.scaleTestDisks(page, 1002)
    await page.goto('/projects/scale-test/instances-new')
    await page.getByLabel('Name', { exact: true }).fill('far-disks')
    await page.getByLabel('Existing disk').check()
    await page.getByRole('combobox', { name: 'Disk', exact: true }).selectOption({ label: 'Another disk, by name…' })
    // not judged before it could be typed: the message, gone once the name was found, moved
    // the page under the next click (a radio clicked then stayed unchecked)
    await expect(page.getByText('Disk is required')).toHaveCount(0)
    const bootName = page.getByRole('textbox', { name: 'Disk name' })
    await bootName.fill('disk-01001')
    await page.getByRole('button', { name: 'Attach existing disk' }).click()
    await page.getByRole('combobox', { name: 'Disk 1' }).selectOption({ label: 'Another disk, by name…' })
    await page.getByRole('textbox', { name: 'Disk 1 name' }).fill('disk-01002')
    await page.getByLabel('None', { exact: true }).check()
    await page.getByLabel('Start the instance once it is created').uncheck()
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page).toHaveURL('/projects/scale-test/instances/far-disks/storage')
    await expect(ui.table(page, 'Disks')).toContainText('disk-01001')
    await expect(ui.table(page, 'Disks')).toContainText('disk-01002')
  })

  test('booting from a snapshot past the project’s first 1,000, by name', async ({ page }) => {
    await ui.scaleTestSnapshots(page, 1001)
    await page.goto('/projects/scale-test/instances-new')
    await page.getByLabel('Name', { exact: true }).fill('far-snap')
    await page.getByLabel('None', { exact: true }).check()
    await page.getByLabel('Start the instance once it is created').uncheck()
    await page.getByRole('radio', { name: 'Snapshot' }).check()
    await page.getByRole('combobox', { name: 'Snapshot' }).selectOption({ label: 'Another snapshot, by name…' })
    await page.getByRole('textbox', { name: 'Snapshot name' }).fill('snap-01001')
    // the floor of the size is the found snapshot's, as for a listed one
    await expect(page.getByText('At least 1 GiB for this source')).toBeVisible()
    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page).toHaveURL('/projects/scale-test/instances/far-snap/storage')
    await expect(ui.table(page, 'Disks')).toContainText('far-snap-boot')
  })

  test('with new data disks from the disk form, one blank and one from a snapshot', async ({ page }) => {
    await page.goto(`${list}-new`)
    await page.getByLabel('Name', { exact: true }).fill('with-data')
    const disks = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Additional disks' }) })

    await page.getByRole('button', { name: 'Add new disk' }).click()
    let dialog = page.getByRole('dialog', { name: 'Add new disk' })
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(/^with-data-data-[0-9a-f]{6}$/)
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('with-data-scratch')
    await dialog.getByRole('spinbutton', { name: /Size/ }).fill('15')
    await dialog.getByRole('button', { name: 'Add disk' }).click()
    await expect(dialog).toHaveCount(0)
    // adding a disk does not create the instance
    await expect(page).toHaveURL(`${list}-new`)
    await expect(disks).toContainText('with-data-scratch')
    await expect(disks).toContainText('15 GiB · Blank')

    await page.getByRole('button', { name: 'Add new disk' }).click()
    dialog = page.getByRole('dialog', { name: 'Add new disk' })
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('with-data-restore')
    await dialog.getByRole('radio', { name: 'Snapshot' }).check()
    await dialog.getByRole('combobox', { name: 'Snapshot' }).selectOption({ label: 'web-server-1-boot-snap (20 GiB)' })
    await expect(dialog.getByRole('spinbutton', { name: /Size/ })).toHaveValue('20')
    await dialog.getByRole('button', { name: 'Add disk' }).click()
    await expect(disks).toContainText('20 GiB · Snapshot web-server-1-boot-snap')

    // one more, then think better of it
    await page.getByRole('button', { name: 'Add new disk' }).click()
    dialog = page.getByRole('dialog', { name: 'Add new disk' })
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('with-data-extra')
    await dialog.getByRole('button', { name: 'Add disk' }).click()
    await disks.getByRole('button', { name: 'Remove with-data-extra' }).click()
    await expect(disks).not.toContainText('with-data-extra')

    await page.getByRole('button', { name: 'Create instance' }).click()
    await expect(page).toHaveURL(`${list}/with-data/storage`)
    const attached = ui.table(page, 'Disks')
    await expect(ui.rowOf(attached, 'with-data-scratch')).toContainText('15 GiB')
    await expect(ui.rowOf(attached, 'with-data-restore')).toContainText('20 GiB')
    await expect(attached.getByRole('row')).toHaveCount(4)
  })
})

test('each instance tab renders and passes axe', async ({ page }) => {
  await page.goto(`${list}/web-server-1`)
  await expect(page).toHaveURL(`${list}/web-server-1/storage`)
  for (const tab of ['Storage', 'Networking', 'Connect', 'Settings']) {
    await page.getByRole('navigation', { name: 'Instance sections' }).getByRole('link', { name: tab }).click()
    await expect(page).toHaveURL(new RegExp(`/${tab.toLowerCase()}$`))
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await ui.expectAccessible(page)
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
  await expect(ui.toast(page, 'Disk attached')).toContainText('scratch-disk')
  const disk = ui.rowOf(ui.table(page, 'Disks'), 'scratch-disk')
  await expect(disk).toContainText('attached', { timeout: 15_000 })

  await ui.rowAction(page, 'disk scratch-disk', 'Detach')
  await expect(page.getByRole('dialog', { name: 'Detach disk' })).toContainText(
    'Detach scratch-disk from db-primary? The disk and its data are kept.',
  )
  await ui.inDialog(page, 'Detach disk', 'Confirm')
  await expect(disk).toHaveCount(0, { timeout: 15_000 })
})

test('attach and detach an ephemeral IP', async ({ page }) => {
  // a stopped instance: one that restarts on its own may be 'starting' by the time we attach
  await page.goto(`${list}/db-primary/networking`)
  await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
  await ui.inDialog(page, 'Attach ephemeral IP', 'Attach IP')
  const ips = ui.table(page, 'External IPs')
  await expect(ips).toContainText('ephemeral')
  const address = (await ips.locator('tbody tr td').first().textContent())!.trim()
  await ui.rowAction(page, `address ${address}`, 'Detach')
  // the confirmation shows the one call it sends
  const confirm = page.getByRole('dialog', { name: 'Detach external IP' })
  await confirm.getByRole('button', { name: 'Equivalent request' }).click()
  await expect(confirm.getByLabel('HTTP request', { exact: true })).toHaveText(
    'DELETE /v1/instances/db-primary/external-ips/ephemeral?project=demo-project',
  )
  await ui.inDialog(page, 'Detach external IP', 'Confirm')
  await expect(ui.toast(page, 'External IP detached')).toContainText(address)
  await expect(page.getByText('No external IPs')).toBeVisible()
})

test('resize a stopped instance from its settings', async ({ page }) => {
  await page.goto(`${list}/db-primary/settings`)
  await page.getByRole('spinbutton', { name: /vCPUs/ }).fill('12')
  await page.getByRole('button', { name: 'Resize' }).click()
  await expect(ui.toast(page, 'Instance resized')).toBeVisible()
  await expect(page.locator('dl').first()).toContainText('12')
})

test('the instance page shows its size and id, and copies the id', async ({ page }) => {
  await page.goto(`${list}/web-server-1/storage`)
  const facts = page.locator('dl').first()
  await expect(facts).toContainText('16 GiB')
  await expect(facts.getByRole('button', { name: 'Copy instance ID' })).toBeVisible()
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
