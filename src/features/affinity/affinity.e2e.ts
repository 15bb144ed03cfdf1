import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

const base = '/projects/demo-project/affinity'

// both kinds of group go through the same steps, each with its own routes and wording
const KINDS = [
  { noun: 'anti-affinity group', plural: 'Anti-affinity groups', create: `${base}-new`, page: `${base}/` },
  {
    noun: 'affinity group',
    plural: 'Affinity groups',
    create: '/projects/demo-project/affinity-groups-new',
    page: '/projects/demo-project/affinity-groups/',
  },
] as const

/** "Affinity groups" is also part of "Anti-affinity groups", so lists are named exactly. */
const list = (page: Page, name: string) => page.getByRole('table', { name, exact: true })

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

async function addDialog(page: Page, group: string) {
  await page.getByRole('button', { name: 'Add instances' }).click()
  const dialog = page.getByRole('dialog', { name: `Add instances to ${group}` })
  await expect(dialog.getByRole('table', { name: 'Instances to add' })).toBeVisible()
  return dialog
}

test('the affinity page lists both kinds with policy help, failure domain and member count', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(base)
  await expect(page.getByRole('heading', { name: 'Affinity', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /Affinity and anti-affinity guide/ })).toBeVisible()
  const anti = page.getByRole('region', { name: 'Anti-affinity groups' })
  await expect(anti).toContainText(
    "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied",
  )
  await expect(ui.rowOf(list(page, 'Anti-affinity groups'), 'web-servers')).toContainText(/Allow\s*Sled\s*2/)
  // the second list starts below the fold: a row counts its members once seen
  const dbCluster = ui.rowOf(list(page, 'Affinity groups'), 'db-cluster')
  await dbCluster.scrollIntoViewIfNeeded()
  await expect(dbCluster).toContainText(/Fail\s*Sled\s*1/)
  await ui.expectAccessible(page)

  await page.getByRole('link', { name: 'web-servers' }).click()
  await expect(page).toHaveURL(`${base}/web-servers`)
  const members = list(page, 'Members of web-servers')
  await expect(ui.rowOf(members, 'web-server-1')).toContainText('running')
  await expect(ui.rowOf(members, 'web-server-2')).toContainText('running')
  await ui.expectAccessible(page)
})

for (const kind of KINDS) {
  test(`${kind.noun}: create, edit, add a stopped member, refuse a running one, remove, delete`, async ({ pageAs }) => {
    const page = await pageAs('project-collaborator')
    await page.goto(base)

    // create, from the keyboard
    await page.getByRole('link', { name: `New ${kind.noun}` }).click()
    await expect(page).toHaveURL(kind.create)
    const create = page.getByRole('dialog', { name: `Create ${kind.noun}` })
    await ui.expectAccessible(page)
    await page.keyboard.type('batch')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Batch jobs')
    await create.getByRole('radio', { name: /^Fail/ }).check()
    await create.getByRole('button', { name: `Create ${kind.noun}` }).press('Enter')
    await expect(ui.toast(page, `${capitalized(kind.noun)} created`)).toContainText('batch')
    await expect(page).toHaveURL(`${kind.page}batch`)
    await expect(page.getByRole('heading', { name: 'batch', level: 1 })).toBeVisible()
    await expect(page.getByText('No members')).toBeVisible()

    // edit: a rename moves the page
    await page.getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: `Edit ${kind.noun}` })
    await expect(edit).toContainText('Fail')
    await ui.expectAccessible(page)
    await edit.getByRole('textbox', { name: /^Name/ }).fill('batch-jobs')
    await edit.getByRole('button', { name: `Update ${kind.noun}` }).click()
    await expect(ui.toast(page, `${capitalized(kind.noun)} updated`)).toContainText('batch-jobs')
    await expect(page).toHaveURL(`${kind.page}batch-jobs`)

    // add: stopped instances can, the others are listed with the reason
    let dialog = await addDialog(page, 'batch-jobs')
    await expect(ui.rowOf(dialog, 'dev-sandbox')).toContainText(
      'Unavailable: The instance is running; only stopped instances can be added',
    )
    await expect(ui.rowOf(dialog, 'dev-sandbox').getByRole('button')).toHaveCount(0)
    await ui.expectAccessible(page)
    await dialog.getByRole('button', { name: 'Add legacy-app' }).click()
    await expect(ui.toast(page, 'Added to group')).toContainText('legacy-app')
    await expect(dialog.getByRole('button', { name: 'Add legacy-app' })).toHaveCount(0)

    // an instance that starts while the list is open is refused by the API, with its reason
    await page.evaluate(() =>
      fetch('/v1/instances/db-primary/start?project=demo-project', { method: 'POST' }).then((r) => r.status),
    )
    await dialog.getByRole('button', { name: 'Add db-primary' }).click()
    await expect(ui.errorToast(page, 'Could not add to group')).toContainText(
      new RegExp(`instance state is (starting|running), cannot add it to an ${kind.noun}`, 'i'),
    )
    await expect(ui.rowOf(dialog, 'db-primary')).toContainText('Unavailable')
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(ui.rowOf(list(page, 'Members of batch-jobs'), 'legacy-app')).toContainText('stopped')

    // remove
    await ui.rowAction(page, 'instance legacy-app', 'Remove from group')
    await ui.inDialog(page, 'Remove from group', 'Remove')
    await expect(ui.toast(page, 'Removed from group')).toContainText('legacy-app')
    await expect(page.getByText('No members')).toBeVisible()

    // delete, back on the list
    await page.getByRole('button', { name: 'Delete' }).click()
    await ui.inDialog(page, `Delete ${kind.noun}`, 'Delete')
    await expect(ui.toast(page, `${capitalized(kind.noun)} deleted`)).toContainText('batch-jobs')
    await expect(page).toHaveURL(base)
    await expect(list(page, kind.plural)).not.toContainText('batch-jobs')
    dialog = page.getByRole('dialog')
    await expect(dialog).toHaveCount(0)
  })
}

test('edit from the list returns to the list; delete from the row menu', async ({ pageAs }) => {
  const page = await pageAs('project-collaborator')
  await page.goto(base)
  await ui.rowAction(page, 'affinity group db-cluster', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit affinity group' })
  await edit.getByRole('textbox', { name: /^Description/ }).fill('Database and friends')
  await edit.getByRole('button', { name: 'Update affinity group' }).click()
  await expect(page).toHaveURL(base)
  await expect(ui.rowOf(list(page, 'Affinity groups'), 'db-cluster')).toContainText('Database and friends')

  await ui.rowAction(page, 'anti-affinity group web-servers', 'Delete')
  await ui.inDialog(page, 'Delete anti-affinity group', 'Delete')
  await expect(ui.toast(page, 'Anti-affinity group deleted')).toContainText('web-servers')
  await expect(page.getByText('No anti-affinity groups')).toBeVisible()
})

test('a viewer finds a group’s changes disabled with the role they need and hold', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(`${base}/web-servers`)
  const reason =
    'To change anti-affinity groups and their members you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.'
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Add instances' }), reason)
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Delete', exact: true }), reason)
  await page.getByRole('button', { name: 'Actions for instance web-server-1' }).click()
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Remove from group' }), reason)
  await page.keyboard.press('Escape')
  await expect(ui.rowOf(list(page, 'Members of web-servers'), 'web-server-1')).toBeVisible()
})

test('each list keeps its own page in the URL', async ({ pageAs }) => {
  const page = await pageAs('project-collaborator')
  await page.goto(base)
  await expect(ui.rowOf(list(page, 'Anti-affinity groups'), 'web-servers')).toBeVisible()
  // ten more anti-affinity groups, all named after the affinity group, through the API
  const statuses = await page.evaluate(async () => {
    const answers: number[] = []
    for (let n = 10; n < 20; n++) {
      const body = { name: `zz-${n}`, description: '', policy: 'allow', failure_domain: 'sled' }
      const res = await fetch('/v1/anti-affinity-groups?project=demo-project', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      answers.push(res.status)
    }
    return answers
  })
  expect(statuses).toEqual(Array(10).fill(201))
  const anti = page.getByRole('region', { name: 'Anti-affinity groups' })
  const together = page.getByRole('region', { name: 'Affinity groups', exact: true })
  await anti.getByRole('combobox', { name: 'Rows per page' }).selectOption('10')
  await expect(page).toHaveURL(/\?anti-affinity-limit=10$/)
  await expect(list(page, 'Anti-affinity groups').getByRole('row')).toHaveCount(11)
  await anti.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/anti-affinity-page=/)
  await expect(list(page, 'Anti-affinity groups').getByRole('row')).toHaveCount(2)
  // the other list follows neither the first list's page size nor its page
  await expect(ui.rowOf(list(page, 'Affinity groups'), 'db-cluster')).toBeVisible()
  await expect(together.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50')
  await expect(together.getByRole('button', { name: 'Previous' })).toBeDisabled()
})

test('a failed load shows the error screen in the console, and an unknown group is not found', async ({ page }) => {
  await page.goto('/projects/demo-project/instances')
  await ui.failCalls(page, { affinityGroupList: 500 })
  const nav = page.getByRole('navigation', { name: 'Project' })
  await nav.getByRole('link', { name: 'Affinity' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toContainText(
    'Internal Server Error',
  )
  await expect(nav.getByRole('link', { name: 'Instances' })).toBeVisible()
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(ui.rowOf(list(page, 'Affinity groups'), 'db-cluster')).toBeVisible()

  await page.goto(`${base}/no-such-group`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.goto('/projects/demo-project/affinity-groups/no-such-group/edit')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('an instance past the project’s first 1,000 joins a group by its name', async ({ page }) => {
  // scale-test holds 2,000 stopped instances; the modal's rows are the first 1,000
  await page.goto('/projects/scale-test/affinity-new')
  const create = page.getByRole('dialog', { name: 'Create anti-affinity group' })
  await create.getByRole('textbox', { name: /^Name/ }).fill('far')
  await create.getByRole('button', { name: 'Create anti-affinity group' }).click()
  await expect(page.getByRole('heading', { name: 'far', level: 1 })).toBeVisible()

  const dialog = await addDialog(page, 'far')
  // the modal draws 50 rows of them at a time; the filter finds any of the 1,000
  await expect(dialog.getByRole('row')).toHaveCount(51)
  await expect(dialog.getByRole('status')).toHaveText('Showing 50 of 1,000 instances: filter by name to find another.')
  const filter = dialog.getByRole('searchbox', { name: 'Filter instances by name' })
  await filter.fill('inst-0')
  await expect(dialog.getByRole('status')).toHaveText(
    'Showing 50 of 999 instances that match: filter by name to find another.',
  )
  await filter.fill('inst-1000')
  await expect(dialog.getByRole('button', { name: 'Add inst-1000' })).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText('')
  await filter.fill('inst-1500')
  await expect(dialog.getByRole('status')).toHaveText('No instance to add has a name containing “inst-1500”.')
  await expect(dialog.getByRole('table', { name: 'Instances to add' })).toHaveCount(0)
  const name = dialog.getByRole('textbox', { name: 'Instance name' })
  await name.fill('inst-9999')
  await dialog.getByRole('button', { name: 'Add by name' }).click()
  await expect(dialog.getByText('There is no instance named inst-9999')).toBeVisible()
  await expect(name).toHaveValue('inst-9999')
  await ui.expectAccessible(page)

  await name.fill('inst-1500')
  // the refusal was of the name before: it goes as soon as another is typed
  await expect(dialog.getByText('There is no instance named inst-9999')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Add by name' }).click()
  // the toast waits for the refetch of what the add changed, here a read of 1,000 instances
  await expect(ui.toast(page, 'Added to group')).toContainText('inst-1500')
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(ui.rowOf(list(page, 'Members of far'), 'inst-1500')).toContainText('stopped')
})
