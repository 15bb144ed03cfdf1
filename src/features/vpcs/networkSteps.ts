// Steps the browser tests of the network screens (VPCs, subnets, gateways, routers, routes,
// firewall rules) share, on top of the list steps in test/e2e/fixtures.
import type { Locator, Page } from '@playwright/test'
import { expect } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

export const vpcs = '/projects/demo-project/vpcs'

/** The seeded firewall rules of demo-project's default VPC, in the list's order. */
export const DEFAULT_VPC_RULES = [
  'allow-https',
  'deny-smtp-out',
  'allow-monitoring',
  'allow-ping-v6',
  'allow-unreachable',
  'allow-icmp',
  'allow-internal-inbound',
  'allow-ssh',
]

/** A text box of a dialog, by the start of its label (optional fields say so after it). */
export const textbox = (dialog: Locator, label: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${label}`) })

/** A select of a dialog, by the start of its label. */
export const select = (dialog: Locator, label: string) =>
  dialog.getByRole('combobox', { name: new RegExp(`^${label}`) })

/** Opens a form by its link and returns its dialog. */
export async function openForm(page: Page, link: string, dialog: string) {
  await page.getByRole('link', { name: link }).first().click()
  const form = page.getByRole('dialog', { name: dialog })
  await expect(form).toBeVisible()
  return form
}

/** Types each value into `field` and expects the message it is checked with, as it is typed. */
export async function expectMessages(dialog: Locator, field: Locator, cases: [value: string, message: string][]) {
  for (const [value, message] of cases) {
    await field.fill(value)
    await expect(dialog.getByText(message)).toBeVisible()
  }
}

/**
 * Submits a form that is refused (by a rule or by the API): the reason shows in its banner,
 * and every field keeps what was typed, given as label and value.
 */
export async function expectRefused(
  dialog: Locator,
  submit: string,
  reason: string | RegExp,
  kept: [string, string][],
) {
  await dialog.getByRole('button', { name: submit }).click()
  await expect(dialog.getByRole('alert')).toContainText(reason)
  for (const [label, value] of kept) await expect(textbox(dialog, label)).toHaveValue(value)
}

/**
 * Confirms the delete dialog every resource has, after checking what it says (`says`, the
 * start of its sentence) when given.
 */
async function confirmDelete(page: Page, kind: string, says?: string) {
  if (says) await expect(page.getByRole('dialog', { name: `Delete ${kind}` })).toContainText(says)
  await ui.inDialog(page, `Delete ${kind}`, 'Delete')
}

/** Deletes a row's resource through its menu. */
export async function deleteRow(page: Page, kind: string, name: string, says?: string) {
  await ui.rowAction(page, `${kind} ${name}`, 'Delete')
  await confirmDelete(page, kind, says)
}

/** Deletes the resource whose page is open, with its "Delete {kind}" button. */
export async function deleteFromPage(page: Page, kind: string, says?: string) {
  await page.getByRole('button', { name: `Delete ${kind}` }).click()
  await confirmDelete(page, kind, says)
}

/** Fills a form by its labels, in order: a text box is typed into, a select is chosen from by value. */
export async function fillForm(dialog: Locator, fields: [label: string, value: string][]) {
  for (const [label, value] of fields) {
    const control = dialog.getByLabel(new RegExp(`^${label}`))
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value)
    else await control.fill(value)
  }
}

/** Submits a form that is accepted: it closes. */
export async function submit(dialog: Locator, button: string) {
  await dialog.getByRole('button', { name: button }).click()
  await expect(dialog).toHaveCount(0)
}
