// What every list does, whichever resource it shows.
import type { Page } from '@playwright/test'
import { expect, rowAction, test } from './fixtures'

type OverList = {
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
        await rowAction(page, `project ${name}`, 'Edit')
      },
      dialog: 'Edit project',
      close: 'Cancel',
    },
  },
}

for (const [name, list] of Object.entries(lists)) {
  test(`the ${name} list keeps its page when a form opens over it and is cancelled`, async ({ page }) => {
    await page.goto(`${list.path}?limit=${list.limit}`)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
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
