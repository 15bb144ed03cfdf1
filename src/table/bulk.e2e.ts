// Bulk actions (issue 15): row selection on a list, the confirmation that names what it
// leaves out and why, the progress of each row, retry of the failed ones, and a job that
// goes on when its page is left. Seen on demo-project's disks and instances.
import { expect, test } from '../../test/e2e/fixtures'
import * as ui from '../../test/e2e/ui'

const DISKS = '/projects/demo-project/disks'
const INSTANCES = '/projects/demo-project/instances'
test('a shift-click selects a range; the delete leaves the attached disk out with its reason', async ({ page }) => {
  await page.goto(DISKS)
  const disks = ui.table(page, 'Disks')
  await ui.selectBox(page, 'disk restored-db-data').click()
  await ui.selectBox(page, 'disk web-data').click({ modifiers: ['Shift'] })
  for (const name of ['restored-db-data', 'scratch-disk', 'spare-boot', 'web-data'])
    await expect(ui.selectBox(page, `disk ${name}`)).toBeChecked()
  await expect(ui.selectBox(page, 'disk db-wal')).not.toBeChecked()
  await expect(ui.selectedBar(page)).toHaveText('4 selected')
  await ui.expectAccessible(page)

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete 3 disks' })
  await expect(confirm.getByRole('list', { name: 'disks to delete' }).getByRole('listitem')).toHaveText([
    'restored-db-data',
    'scratch-disk',
    'spare-boot',
  ])
  await expect(confirm.getByRole('list', { name: 'Left out (1)' }).getByRole('listitem')).toHaveText([
    'web-data: Only available when the disk is detached or faulted',
  ])
  await confirm.getByRole('button', { name: 'Delete 3 disks' }).click()

  const dialog = ui.bulkProgress(page, 'Delete 3 disks')
  await expect(dialog.getByRole('status')).toHaveText('3 deleted')
  for (const name of ['restored-db-data', 'scratch-disk', 'spare-boot'])
    await expect(ui.progressItem(dialog, name)).toHaveText(`${name}Done`)
  await ui.expectAccessible(page)
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  for (const name of ['restored-db-data', 'scratch-disk', 'spare-boot'])
    await expect(ui.rowOf(disks, name)).toHaveCount(0)
  await expect(ui.rowOf(disks, 'web-data')).toBeVisible()
  await expect(ui.selectedBar(page)).toHaveCount(0)
})

test('a bulk stop leaves out the stopped instance, as the row menu does', async ({ page }) => {
  await page.goto(INSTANCES)
  const instances = ui.table(page, 'Instances')
  await ui.selectBox(page, 'instance web-server-2').click()
  await ui.selectBox(page, 'instance db-primary').click()
  await expect(ui.selectedBar(page)).toHaveText('2 selected')
  await page.getByRole('button', { name: 'Stop', exact: true }).click()

  const confirm = page.getByRole('dialog', { name: 'Stop 1 instance' })
  await expect(confirm.getByRole('list', { name: 'Left out (1)' }).getByRole('listitem')).toHaveText([
    'db-primary: Only available when the instance is running, starting, rebooting or failed',
  ])
  await confirm.getByRole('button', { name: 'Stop 1 instance' }).click()
  const dialog = ui.bulkProgress(page, 'Stop 1 instance')
  await expect(dialog.getByRole('status')).toHaveText('1 stopped')
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(ui.rowOf(instances, 'web-server-2')).toContainText(/stopping|stopped/)
  await expect(ui.rowOf(instances, 'db-primary')).toContainText('stopped')
})

test('a bulk stop of three running instances: one refused by the API, then retried', async ({ page }) => {
  await page.goto(INSTANCES)
  const instances = ui.table(page, 'Instances')
  const state = (name: string) =>
    page.evaluate(
      async (name) =>
        ((await (await fetch(`/v1/instances/${name}?project=demo-project`)).json()) as { run_state: string }).run_state,
      name,
    )
  for (const name of ['web-server-1', 'web-server-2', 'dev-sandbox'])
    await ui.selectBox(page, `instance ${name}`).click()
  await page.getByRole('button', { name: 'Stop', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Stop 3 instances' })
  await expect(confirm).toBeVisible()
  // meanwhile another client stops one of them, so the API refuses to stop it again
  expect(await ui.postApi(page, '/v1/instances/dev-sandbox/stop?project=demo-project', {})).toBeLessThan(300)
  await confirm.getByRole('button', { name: 'Stop 3 instances' }).click()

  const dialog = ui.bulkProgress(page, 'Stop 3 instances')
  await expect(dialog.getByRole('status')).toHaveText('2 stopped, 1 failed')
  for (const name of ['web-server-1', 'web-server-2'])
    await expect(ui.progressItem(dialog, name)).toHaveText(`${name}Done`)
  await expect(ui.progressItem(dialog, 'dev-sandbox')).toHaveText(/^dev-sandboxFailed: .*(stopping|stopped)/)

  // started again by that client, the retry stops it; the two stopped before are not sent again
  await expect.poll(() => state('dev-sandbox')).toBe('stopped')
  expect(await ui.postApi(page, '/v1/instances/dev-sandbox/start?project=demo-project', {})).toBeLessThan(300)
  await dialog.getByRole('button', { name: 'Retry failed' }).click()
  await expect(dialog.getByRole('status')).toHaveText('3 stopped')
  await expect(ui.progressItem(dialog, 'dev-sandbox')).toHaveText('dev-sandboxDone')
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  for (const name of ['web-server-1', 'web-server-2', 'dev-sandbox'])
    await expect(ui.rowOf(instances, name)).toContainText(/stopping|stopped/)
})

test("a failed row shows the API's message and Retry failed sends only it again", async ({ page }) => {
  await page.goto(DISKS)
  for (const name of ['scratch-disk', 'spare-boot', 'restored-db-data'])
    await ui.selectBox(page, `disk ${name}`).click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete 3 disks' })
  await expect(confirm).toBeVisible()
  // meanwhile another client attaches one of them, which the API then refuses to delete
  expect(
    await ui.postApi(page, '/v1/instances/db-primary/disks/attach?project=demo-project', { disk: 'spare-boot' }),
  ).toBeLessThan(300)
  await confirm.getByRole('button', { name: 'Delete 3 disks' }).click()

  const dialog = ui.bulkProgress(page, 'Delete 3 disks')
  await expect(dialog.getByRole('status')).toHaveText('2 deleted, 1 failed')
  await expect(ui.progressItem(dialog, 'spare-boot')).toHaveText(
    /^spare-bootFailed: Disk state is (attaching|attached), cannot delete$/,
  )
  await ui.expectAccessible(page)

  // detached again, the retry deletes it; the two deleted before are not sent again (they
  // would fail now, as not found)
  await expect
    .poll(() => ui.postApi(page, '/v1/instances/db-primary/disks/detach?project=demo-project', { disk: 'spare-boot' }))
    .toBeLessThan(300)
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await fetch('/v1/disks/spare-boot?project=demo-project')).json()).state.state),
    )
    .toBe('detached')
  await dialog.getByRole('button', { name: 'Retry failed' }).click()
  await expect(dialog.getByRole('status')).toHaveText('3 deleted')
  await expect(ui.progressItem(dialog, 'spare-boot')).toHaveText('spare-bootDone')
  await expect(dialog.getByRole('button', { name: 'Retry failed' })).toHaveCount(0)
})

test('a job goes on when its page is left, and the list shows it finished on return', async ({ page }) => {
  await page.goto(DISKS)
  const disks = ui.table(page, 'Disks')
  for (const name of ['scratch-disk', 'spare-boot']) await ui.selectBox(page, `disk ${name}`).click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Delete 2 disks' })).toBeVisible()
  // confirmed and left in the same moment: no answer can have come back before the page goes
  await page.evaluate(() => {
    const confirm = [...document.querySelectorAll('[role=dialog] button')].find(
      (b) => b.textContent === 'Delete 2 disks',
    )
    ;(confirm as HTMLButtonElement).click()
    document.querySelector<HTMLAnchorElement>('a[href="/projects/demo-project/instances"]')!.click()
  })
  await expect(page).toHaveURL(INSTANCES)
  await ui.bulkProgress(page, 'Delete 2 disks').getByRole('button', { name: 'Close' }).last().click()
  await expect(ui.table(page, 'Instances')).toBeVisible()

  await page.getByRole('link', { name: 'Disks' }).first().click()
  await expect(page).toHaveURL(DISKS)
  const notices = page.getByRole('list', { name: 'Bulk actions' })
  await expect(notices.getByRole('listitem')).toContainText('Delete 2 disks: 2 deleted')
  for (const name of ['scratch-disk', 'spare-boot']) await expect(ui.rowOf(disks, name)).toHaveCount(0)
  await notices.getByRole('button', { name: 'Show progress' }).click()
  await expect(ui.progressItem(ui.bulkProgress(page, 'Delete 2 disks'), 'spare-boot')).toHaveText('spare-bootDone')
})

test('the page checkbox and the keyboard select rows; a new page starts the selection afresh', async ({ page }) => {
  await page.goto('/projects/build-farm/disks?limit=10')
  const all = page.getByRole('checkbox', { name: 'Select all disks on this page' })
  const toolchain = ui.selectBox(page, 'disk toolchain')
  await toolchain.focus()
  await page.keyboard.press('Space')
  await expect(toolchain).toBeChecked()
  await expect(ui.selectedBar(page)).toHaveText('1 selected')
  await expect(all).not.toBeChecked()
  expect(await all.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true)

  await all.focus()
  await page.keyboard.press('Space')
  await expect(ui.selectedBar(page)).toHaveText('10 selected')
  await expect(all).toBeChecked()
  await page.keyboard.press('Space')
  await expect(ui.selectedBar(page)).toHaveCount(0)
  await expect(toolchain).not.toBeChecked()

  await page.keyboard.press('Space')
  await expect(ui.selectedBar(page)).toHaveText('10 selected')
  await page.getByRole('navigation', { name: 'Pages of Disks' }).getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('navigation', { name: 'Pages of Disks' })).toContainText('Rows 11–13')
  await expect(ui.selectedBar(page)).toHaveCount(0)
  await expect(all).not.toBeChecked()
})

test('a viewer can select rows, but the bulk actions are refused with the reason', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(DISKS)
  await ui.selectBox(page, 'disk scratch-disk').click()
  await ui.expectRefusedControl(
    page,
    page.getByRole('button', { name: 'Delete', exact: true }),
    'To create, snapshot and delete disks you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.',
  )
})
