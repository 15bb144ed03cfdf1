// Bulk actions (issue 15) on every list that offers them, each action as a user would take
// it: snapshots, project and silo images, floating IPs (detach, delete), SSH keys and the
// instances' reboot and delete; a range selected in a sorted view; and the images lists'
// refusal for a viewer. The disks' delete and the instances' start and stop are in
// bulk.e2e.ts. Every page load starts the in-browser mock from its seed, so each test's
// deletes are its own.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../test/e2e/fixtures'
import * as ui from '../../test/e2e/ui'

const select = async (page: Page, noun: string, names: string[]) => {
  for (const name of names) await ui.selectBox(page, `${noun} ${name}`).click()
  await expect(ui.selectedBar(page)).toHaveText(`${names.length} selected`)
}

/**
 * Deletes the selected `noun`s of `table` in bulk: the confirmation lists `go` and `leftOut`
 * ("name: reason"), and once done the rows of `go` are gone.
 */
async function deleteSelected(page: Page, table: Locator, noun: string, go: string[], leftOut: string[] = []) {
  await ui.runBulkAction(page, 'Delete', { rows: `${noun}s`, go, leftOut, summary: `${go.length} deleted` })
  for (const name of go) await expect(ui.rowOf(table, name)).toHaveCount(0)
}

test('a bulk delete of snapshots leaves out the one still being taken', async ({ page }) => {
  await page.goto('/projects/build-farm/snapshots')
  const snapshots = ui.table(page, 'Snapshots')
  await select(page, 'snapshot', ['artifact-mirror-2025-06', 'ci-runner-1-boot-hourly', 'nightly-scratch-final'])
  await ui.expectAccessible(page)

  await deleteSelected(
    page,
    snapshots,
    'snapshot',
    ['artifact-mirror-2025-06', 'nightly-scratch-final'],
    ['ci-runner-1-boot-hourly: Only available when the snapshot is ready, faulted or destroyed'],
  )
  for (const name of ['ci-runner-1-boot-hourly', 'ci-runner-1-boot-baseline', 'toolchain-2025-07'])
    await expect(ui.rowOf(snapshots, name)).toBeVisible()
  await expect(ui.selectedBar(page)).toHaveCount(0)
})

test("a bulk delete of project images empties the project's list", async ({ page }) => {
  await page.goto('/projects/demo-project/images')
  await page.getByRole('checkbox', { name: 'Select all images on this page' }).click()
  await expect(ui.selectedBar(page)).toHaveText('2 selected')
  await deleteSelected(page, ui.table(page, 'Project images'), 'image', ['app-golden-image', 'ci-runner-image'])
  await expect(page.getByText('No project images')).toBeVisible()
})

test('a bulk delete of silo images takes only the chosen ones', async ({ page }) => {
  await page.goto('/images')
  const images = ui.table(page, 'Silo images')
  await select(page, 'image', ['rocky-9', 'fedora-40'])
  await deleteSelected(page, images, 'image', ['fedora-40', 'rocky-9'])
  for (const name of ['alpine-3-20', 'debian-12', 'ubuntu-24-04']) await expect(ui.rowOf(images, name)).toBeVisible()
})

test('a viewer selects images, but the bulk Delete is refused with the role each list needs', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  for (const [path, image, reason] of [
    [
      '/images',
      'rocky-9',
      'To demote and delete silo images you need the collaborator role on silo demo-silo. You are a viewer there, given to you directly.',
    ],
    [
      '/projects/demo-project/images',
      'app-golden-image',
      'To upload and delete images you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.',
    ],
  ]) {
    await page.goto(path)
    await ui.selectBox(page, `image ${image}`).click()
    await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Delete', exact: true }), reason)
  }
  // the rows' menu still opens an image's details, which change nothing
  await page.getByRole('button', { name: 'Actions for image app-golden-image' }).click()
  await page.getByRole('menuitem', { name: 'View details' }).click()
  await expect(page.getByRole('dialog', { name: 'Image details' })).toContainText('This project only')
})

test('floating IPs: a bulk detach leaves out the unattached one, a bulk delete the attached one', async ({ page }) => {
  await page.goto('/projects/demo-project/instances')
  // the in-browser mock answers once the console is up
  await expect(ui.table(page, 'Instances')).toBeVisible()
  // two more attached IPs, made as another client would before the list is opened
  for (const [name, instance] of [
    ['batch-ip', 'web-server-2'],
    ['keep-ip', 'dev-sandbox'],
  ]) {
    expect(await ui.postApi(page, '/v1/floating-ips?project=demo-project', { name, description: '' })).toBe(201)
    expect(
      await ui.postApi(page, `/v1/floating-ips/${name}/attach?project=demo-project`, {
        kind: 'instance',
        parent: instance,
      }),
    ).toBeLessThan(300)
  }
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Floating IPs' }).click()
  const ips = ui.table(page, 'Floating IPs')
  await expect(ui.rowOf(ips, 'keep-ip')).toContainText('dev-sandbox')

  await select(page, 'floating IP', ['web-frontend-ip', 'batch-ip', 'spare-ip'])
  await ui.expectAccessible(page)
  await ui.runBulkAction(page, 'Detach', {
    rows: 'floating IPs',
    go: ['batch-ip', 'web-frontend-ip'],
    leftOut: ['spare-ip: Not attached to an instance'],
    summary: '2 detached',
  })
  await expect(ui.rowOf(ips, 'batch-ip')).not.toContainText('web-server-2')
  await expect(ui.rowOf(ips, 'web-frontend-ip')).not.toContainText('web-server-1')

  await page.getByRole('checkbox', { name: 'Select all floating IPs on this page' }).click()
  await expect(ui.selectedBar(page)).toHaveText('4 selected')
  await deleteSelected(
    page,
    ips,
    'floating IP',
    ['batch-ip', 'spare-ip', 'web-frontend-ip'],
    ['keep-ip: Detach the floating IP before deleting it'],
  )
  await expect(ui.rowOf(ips, 'keep-ip')).toContainText('dev-sandbox')
})

test('a bulk delete of SSH keys', async ({ page }) => {
  await page.goto('/settings/ssh-keys')
  await select(page, 'SSH key', ['laptop-ed25519', 'build-host-rsa'])
  await deleteSelected(page, ui.table(page, 'SSH keys'), 'SSH key', ['build-host-rsa', 'laptop-ed25519'])
  await expect(page.getByText('No SSH keys')).toBeVisible()
})

test('a bulk reboot takes the running instances and leaves out a stopped one', async ({ page }) => {
  // long enough a step that the list is seen rebooting
  await ui.slowTransitions(page, 5000)
  await page.goto('/projects/demo-project/instances')
  const instances = ui.table(page, 'Instances')
  await select(page, 'instance', ['web-server-1', 'web-server-2', 'db-primary'])
  await ui.runBulkAction(page, 'Reboot', {
    rows: 'instances',
    go: ['web-server-1', 'web-server-2'],
    leftOut: ['db-primary: Only available when the instance is running'],
    summary: '2 rebooted',
  })
  for (const name of ['web-server-1', 'web-server-2'])
    await expect(ui.rowOf(instances, name)).toContainText('rebooting')
  await expect(ui.rowOf(instances, 'db-primary')).toContainText('stopped')
})

test('a bulk delete of instances takes the stopped ones and leaves out a running one', async ({ page }) => {
  await page.goto('/projects/demo-project/instances')
  const instances = ui.table(page, 'Instances')
  await select(page, 'instance', ['db-primary', 'legacy-app', 'dev-sandbox'])
  await deleteSelected(
    page,
    instances,
    'instance',
    ['db-primary', 'legacy-app'],
    ['dev-sandbox: Only available when the instance is stopped or failed'],
  )
  await expect(ui.rowOf(instances, 'dev-sandbox')).toContainText('running')
})

test('in a sorted view a shift-click selects the range as the rows are shown', async ({ page }) => {
  // largest first: toolchain (60 GiB) ... ubuntu-builder-boot (30 GiB) holds five disks here,
  // where in the API's order by name it would hold three
  await page.goto('/projects/build-farm/disks?sort=-size')
  const disks = ui.table(page, 'Disks')
  await expect(disks.getByRole('columnheader', { name: 'Size', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await ui.selectBox(page, 'disk toolchain').click()
  await ui.selectBox(page, 'disk ubuntu-builder-boot').click({ modifiers: ['Shift'] })
  const range = ['toolchain', 'toolchain-restore', 'ci-runner-1-boot', 'windows-2022-upload', 'ubuntu-builder-boot']
  for (const name of range) await expect(ui.selectBox(page, `disk ${name}`)).toBeChecked()
  for (const name of ['ci-workspace-old', 'nightly-scratch'])
    await expect(ui.selectBox(page, `disk ${name}`)).not.toBeChecked()
  await expect(ui.selectedBar(page)).toHaveText('5 selected')

  const outside = 'Only available when the disk is detached or faulted'
  await deleteSelected(
    page,
    disks,
    'disk',
    ['toolchain', 'ubuntu-builder-boot'],
    [`toolchain-restore: ${outside}`, `ci-runner-1-boot: ${outside}`, `windows-2022-upload: ${outside}`],
  )
  await expect(ui.rowOf(disks, 'toolchain-restore')).toBeVisible()
  await expect(page).toHaveURL(/[?&]sort=-size(&|$)/)
})
