// What every list does, whichever resource it shows.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import * as ui from './ui'
import { apiCalls } from './apiCalls'

type OverList = {
  /** the table's name, which its pager's carries */
  table: string
  /** the list, asked for with a page size that leaves a second page */
  path: string
  limit: number
  /** what the pagination says on the second page */
  secondPage: string
  /** the create link, and the form it opens */
  create: { link: string; dialog: string }
  /** opens a form or detail from a row of the page on screen; its dialog and closing button */
  fromRow: { open: (page: Page) => Promise<void>; dialog: string | RegExp; close: string }
}

const lists: Record<string, OverList> = {
  // build-farm holds 13 disks: two pages of 10
  disks: {
    table: 'Disks',
    path: '/projects/build-farm/disks',
    limit: 10,
    secondPage: 'Rows 11–13',
    create: { link: 'New disk', dialog: 'Create disk' },
    fromRow: {
      open: (page) =>
        page.getByRole('table', { name: 'Disks' }).getByRole('row').nth(1).getByRole('link').first().click(),
      dialog: /^Disk /,
      close: 'Close',
    },
  },
  // fleet-admin sees the six projects of demo-silo: two pages of 5
  projects: {
    table: 'Projects',
    path: '/projects',
    limit: 5,
    secondPage: 'Rows 6–6',
    create: { link: 'New project', dialog: 'Create project' },
    fromRow: {
      open: async (page) => {
        const name = await page
          .getByRole('table', { name: 'Projects' })
          .getByRole('row')
          .nth(1)
          .getByRole('link')
          .first()
          .textContent()
        await ui.rowAction(page, `project ${name}`, 'Edit')
      },
      dialog: 'Edit project',
      close: 'Cancel',
    },
  },
}

for (const [name, list] of Object.entries(lists)) {
  test(`the ${name} list keeps its page when a form opens over it and is cancelled`, async ({ page }) => {
    await page.goto(`${list.path}?limit=${list.limit}`)
    const pagination = page.getByRole('navigation', { name: `Pages of ${list.table}` })
    await expect(pagination).toContainText(`Rows 1–${list.limit}`)
    await pagination.getByRole('button', { name: 'Next' }).click()
    await expect(pagination).toContainText(list.secondPage)
    const secondPage = new URL(page.url()).search
    expect(secondPage).toContain('page=')

    await page.getByRole('link', { name: list.create.link }).click()
    const form = page.getByRole('dialog', { name: list.create.dialog })
    await expect(form).toBeVisible()
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(form).toBeHidden()
    await expect(page).toHaveURL(`${list.path}${secondPage}`)
    await expect(pagination).toContainText(list.secondPage)

    // a form or detail opened from a row returns to the same page too
    await list.fromRow.open(page)
    const fromRow = page.getByRole('dialog', { name: list.fromRow.dialog })
    await expect(fromRow).toBeVisible()
    await fromRow.getByRole('button', { name: list.fromRow.close }).first().click()
    await expect(fromRow).toBeHidden()
    await expect(page).toHaveURL(`${list.path}${secondPage}`)
    await expect(pagination).toContainText(list.secondPage)
  })
}

type Changes = {
  path: string
  /** what a row is, as the delete dialog names it */
  kind: string
  /** a row that may be deleted */
  row: string
  /** what the delete dialog says goes with it */
  consequence: string
  /** the create form over the list, when the list has one */
  create?: { link: string; dialog: string }
  /** why the API refuses to delete `row`, when it does (the row then stays) */
  refusal?: string
  /** what a viewer is told of the changes their role does not allow, where the list says it */
  viewerTold?: string
}

/** A project list's refusal to a silo viewer: the role needed, the role held and where it comes from. */
const toldViewer = (what: string) =>
  `To ${what} you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.`

const changes: Record<string, Changes> = {
  projects: {
    path: '/projects',
    kind: 'project',
    row: 'build-farm',
    consequence: 'This cannot be undone.',
    create: { link: 'New project', dialog: 'Create project' },
    // as in the real API, only an empty project goes (projects.e2e.ts empties one first)
    refusal: 'Project to be deleted contains an instance: ci-runner-1',
  },
  snapshots: {
    path: '/projects/demo-project/snapshots',
    kind: 'snapshot',
    row: 'web-server-1-boot-snap',
    consequence: 'Disks made from it keep their contents.',
    viewerTold: toldViewer('create and delete snapshots'),
  },
  images: {
    path: '/projects/demo-project/images',
    kind: 'image',
    row: 'ci-runner-image',
    consequence: 'Running instances keep working, but no new instance can boot from it.',
    viewerTold: toldViewer('upload and delete images'),
  },
  'floating IPs': {
    path: '/projects/demo-project/floating-ips',
    kind: 'floating IP',
    row: 'spare-ip',
    consequence: 'Its address 10.0.0.13 goes back to the pool, and another project may take it.',
    create: { link: 'New floating IP', dialog: 'Create floating IP' },
    viewerTold: toldViewer('create, attach and delete floating IPs'),
  },
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

for (const [name, list] of Object.entries(changes)) {
  const dialog = `Delete ${list.kind}`
  const subject = `${list.kind} ${list.row}`

  test(`delete from the ${name} list after confirming; cancel keeps the row`, async ({ page }) => {
    const { refusal } = list
    await page.goto(list.path)
    const row = ui.rowOf(page.getByRole('table'), list.row)
    await ui.rowAction(page, subject, 'Delete')
    await expect(page.getByRole('dialog', { name: dialog })).toContainText(
      `Are you sure you want to delete ${subject}? ${list.consequence}`,
    )
    await ui.inDialog(page, dialog, 'Cancel')
    await expect(row).toBeVisible()

    await ui.rowAction(page, subject, 'Delete')
    await ui.inDialog(page, dialog, 'Delete')
    if (refusal) {
      await expect(ui.errorToast(page, `Could not delete ${list.kind}`)).toContainText(refusal)
      await expect(row).toBeVisible()
      return
    }
    await expect(ui.toast(page, `${capitalized(list.kind)} deleted`)).toContainText(list.row)
    await expect(row).toHaveCount(0)
  })

  // silo-viewer may read everything and change nothing: a list that knows it says why in the
  // place of each change; the API refuses what is asked of it all the same
  test(`a viewer is refused changing the ${name} list, and keeps what they typed`, async ({ pageAs }) => {
    const page = await pageAs('silo-viewer')
    await page.goto(list.path)
    const told = list.viewerTold
    if (told) {
      await expect(ui.rowOf(page.getByRole('table'), list.row)).toBeVisible()
      if (list.create) await ui.expectRefusedControl(page, page.getByRole('button', { name: list.create.link }), told)
      await page.getByRole('button', { name: `Actions for ${subject}` }).click()
      await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Delete' }), told)
      await page.keyboard.press('Escape')
    }
    if (list.create) {
      // reached by its address, the form is the API's to refuse
      if (told) await page.goto(`${list.path}-new`)
      else await page.getByRole('link', { name: list.create.link }).first().click()
      const form = page.getByRole('dialog', { name: list.create.dialog })
      await form.getByRole('textbox', { name: /^Name/ }).fill('not-allowed')
      await form.getByRole('button', { name: list.create.dialog }).click()
      await expect(form.getByRole('alert')).toContainText('Action not authorized')
      await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('not-allowed')
      await ui.inDialog(page, list.create.dialog, 'Cancel')
      await ui.inDialog(page, 'Discard changes?', 'Discard')
    }

    if (told) return
    await ui.rowAction(page, subject, 'Delete')
    await ui.inDialog(page, dialog, 'Delete')
    await expect(ui.errorToast(page, `Could not delete ${list.kind}`)).toContainText('Action not authorized')
    await expect(page.getByRole('dialog', { name: dialog })).toHaveCount(0)
    await expect(ui.rowOf(page.getByRole('table'), list.row)).toBeVisible()
  })
}

test('paging eight pages forward and back again shows each page’s rows', async ({ page }) => {
  // only the last few pages left stay cached (src/table/leftPages.ts): the rest are read again
  await page.goto('/projects/scale-test/instances?limit=10')
  const pagination = page.getByRole('navigation', { name: 'Pages of Instances' })
  const firstName = page.getByRole('table', { name: 'Instances' }).getByRole('row').nth(1).getByRole('link').first()
  const shows = async (n: number) => {
    await expect(pagination).toContainText(`Rows ${n * 10 + 1}–${n * 10 + 10}`)
    await expect(firstName).toHaveText(`inst-${String(n * 10 + 1).padStart(4, '0')}`)
  }
  await shows(0)
  for (let n = 1; n <= 8; n++) {
    await pagination.getByRole('button', { name: 'Next' }).click()
    await shows(n)
  }
  for (let n = 7; n >= 0; n--) {
    await pagination.getByRole('button', { name: 'Previous' }).click()
    await shows(n)
  }
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled()
})

test('the next page is read while the user reads this one, so Next shows it without waiting for a call', async ({
  page,
}) => {
  // the instance list's calls, by the page each asks for
  const asked: string[] = []
  const calls = await apiCalls(page)
  calls.onRequest((request) => {
    const url = new URL(request.url())
    if (url.pathname === '/v1/instances') asked.push(url.searchParams.get('page_token') ?? 'first')
  })
  await page.goto('/projects/scale-test/instances?limit=10')
  const pagination = page.getByRole('navigation', { name: 'Pages of Instances' })
  const firstName = page.getByRole('table', { name: 'Instances' }).getByRole('row').nth(1).getByRole('link').first()
  await expect(firstName).toHaveText('inst-0001')
  // the second page is asked for on its own, shortly after the first is shown
  await expect.poll(() => new Set(asked).size).toBe(2)
  const second = asked.find((token) => token !== 'first')!

  await pagination.getByRole('button', { name: 'Next' }).click()
  await expect(pagination).toContainText('Rows 11–20')
  await expect(firstName).toHaveText('inst-0011')
  // shown from what was read ahead, not asked for again; the third page is read ahead in turn
  await calls.told()
  expect(asked.filter((token) => token === second)).toHaveLength(1)
  await expect.poll(() => new Set(asked).size).toBe(3)
})

test('a row’s link opens its page within the console, by click or Enter; a click for a new tab is the browser’s', async ({
  page,
  context,
}) => {
  await page.goto('/projects/demo-project/instances')
  const link = ui.table(page, 'Instances').getByRole('link', { name: 'analytics-worker', exact: true })
  await expect(link).toHaveAttribute('href', '/projects/demo-project/instances/analytics-worker')
  // a document the browser loads afresh forgets this mark; the console's own navigation keeps it
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })])
  await expect(tab).toHaveURL(/\/projects\/demo-project\/instances\/analytics-worker/)
  await tab.close()
  await expect(page).toHaveURL('/projects/demo-project/instances')

  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'analytics-worker', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  await page.goBack()
  await ui.table(page, 'Instances').getByRole('link', { name: 'analytics-worker', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'analytics-worker', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})
