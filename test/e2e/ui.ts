/**
 * Steps that browser tests repeat, each written once. Tests import them as a namespace,
 * `import * as ui from '…/test/e2e/ui'`, next to `{ expect, test }` from the fixtures.
 */
import AxeBuilder from '@axe-core/playwright'
import axe, { type AxeResults } from 'axe-core'
import { expect, type Locator, type Page } from '@playwright/test'
import { apiCalls } from './apiCalls'
import type { SeedUser } from './fixtures'

/** Fills in and sends the local sign-in form already on the page (every seed user's password is `demo`). */
export async function submitLocalSignIn(page: Page, user: SeedUser = 'fleet-admin') {
  await page.getByRole('textbox', { name: 'Username' }).fill(user)
  await page.getByLabel('Password').fill('demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectAccessible(page: Page) {
  const bad = (await violationsOf(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'nodes'>

/**
 * axe's violations on the page, with the same rules either way. A page of one document is
 * scanned in place: axe's source evaluated once per document, and only the violations sent
 * back. AxeBuilder, by default, injects the source again on every scan and finishes each in a
 * new blank page, for pages with frames: ~2.1 s a scan on a slow machine, against ~0.8 s for
 * a document's first scan here and ~0.4 s for the next, over 200 scans in the suite. A page
 * with frames still goes to AxeBuilder.
 */
async function violationsOf(page: Page): Promise<Violation[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    })
    return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes }))
  })
}

/**
 * Closes the tab as a user would and answers the browser's "leave site?" prompt: `stay`
 * dismisses it, `leave` accepts it. Resolves to the type of the dialog the browser showed.
 */
export async function closeTab(page: Page, answer: 'stay' | 'leave'): Promise<string> {
  const prompt = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type())
      void (answer === 'stay' ? d.dismiss() : d.accept())
    }),
  )
  await page.close({ runBeforeUnload: true })
  return prompt
}

/** The table with this accessible name. */
export const table = (page: Page, name: string) => page.getByRole('table', { name })

/**
 * A row of a table, found by the name it starts with; in a list with bulk actions, after its
 * checkbox's "Select disk NAME".
 */
export function rowOf(table: Locator, name: string) {
  const text = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return table.getByRole('row', { name: new RegExp(`^(Select .+? ${text} )?${text}\\b`) })
}

/** Each row of `table`, by the name it starts with, shows each of its texts. */
export async function expectRows(table: Locator, rows: Record<string, string | string[]>) {
  for (const [name, texts] of Object.entries(rows))
    for (const text of typeof texts === 'string' ? [texts] : texts) await expect(rowOf(table, name)).toContainText(text)
}

/** Opens a row's action menu ("Actions for disk x") and picks an item. */
export async function rowAction(page: Page, subject: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${subject}` }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

/** Presses a button of the dialog with this title, e.g. ('Delete disk', 'Delete'). */
export const inDialog = (page: Page, dialog: string, button: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click()

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/** The success (or info) toast with this title; a page's own status lines are not toasts. */
export const toast = (page: Page, title: string) => notifications(page).getByRole('status').filter({ hasText: title })

/** The error toast with this title. */
export const errorToast = (page: Page, title: string) =>
  notifications(page).getByRole('alert').filter({ hasText: title })

const FAULTS_KEY = 'mock-api-faults'

/** Makes every call of these operations fail with the given status (the mock's targeted faults), until cleared. */
export async function failCalls(page: Page, faults: Record<string, number>) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [FAULTS_KEY, JSON.stringify(faults)])
}

export const clearFaults = (page: Page) => page.evaluate((key) => localStorage.removeItem(key), FAULTS_KEY)

/**
 * Makes each step of the mock's timed transitions (an instance rebooting, a disk attaching)
 * last this long from the next page load: a passing state a test must see then outlasts a
 * slow machine's delays.
 */
export const slowTransitions = (page: Page, ms: number) =>
  page.addInitScript((value) => localStorage.setItem('mock-api-transition-ms', value), String(ms))

/**
 * From the next page load, scale-test holds `count` generated disks, `disk-00001` on (the
 * mock's bench setting, mock-api/README.md): a project past the 1,000 items one read gives.
 */
export const scaleTestDisks = (page: Page, count: number) =>
  page.addInitScript((value) => localStorage.setItem('mock-api-scale-test-disks', value), String(count))

/** From the next page load, scale-test holds `count` ready snapshots, `snap-00001` on, 1 GiB each. */
export const scaleTestSnapshots = (page: Page, count: number) =>
  page.addInitScript((value) => localStorage.setItem('mock-api-scale-test-snapshots', value), String(count))

/** From the next page load, scale-test holds `count` project images, `image-00001` on, 1 GiB each. */
export const scaleTestImages = (page: Page, count: number) =>
  page.addInitScript((value) => localStorage.setItem('mock-api-scale-test-images', value), String(count))

/** From the next page load, demo-silo holds `count` more users, `user-00001` on, listed before most of its own. */
export const scaleTestUsers = (page: Page, count: number) =>
  page.addInitScript((value) => localStorage.setItem('mock-api-scale-test-users', value), String(count))

/** That many generated groups of demo-silo, each holding a seed user (mock-api/README.md). */
export const scaleTestGroups = (page: Page, count: number) =>
  page.addInitScript((value) => localStorage.setItem('mock-api-scale-test-groups', value), String(count))

/** That many generated projects of demo-silo, each with its default VPC alone (mock-api/README.md). */
export const scaleTestProjects = (page: Page, count: number) =>
  page.addInitScript((value) => localStorage.setItem('mock-api-scale-test-projects', value), String(count))

/** That many generated silos, `silo-00001` on, with nothing in them (mock-api/README.md). */
export const scaleTestSilos = (page: Page, count: number) =>
  page.addInitScript((value) => localStorage.setItem('mock-api-scale-test-silos', value), String(count))

/**
 * `scaleTestUsers`, and the API calls the page makes from then on (path and query) that
 * `pick` keeps; `told()` waits until the mock has told of every call made so far.
 */
export async function withScaleUsers(page: Page, count: number, pick: (url: URL) => boolean) {
  await scaleTestUsers(page, count)
  const made: string[] = []
  const calls = await apiCalls(page)
  calls.onRequest((r) => {
    const url = new URL(r.url())
    if (pick(url)) made.push(url.pathname + url.search)
  })
  return { made, told: calls.told }
}

/**
 * In `form`, the picker `label` past its list's first 1,000: chooses "Another {noun}, by
 * name…" and gives back the name field. Given `missing`, first types it, which is refused
 * with its name and kept as typed, and scans the form with axe.
 */
export async function pickPastFirstPage(page: Page, form: Locator, label: string, noun: string, missing?: string) {
  await form.getByRole('combobox', { name: label, exact: true }).selectOption({ label: `Another ${noun}, by name…` })
  const name = form.getByRole('textbox', { name: `${label} name` })
  if (missing === undefined) return name
  await name.fill(missing)
  await expect(form.getByText(`There is no ${noun} named ${missing}`)).toBeVisible()
  await expect(name).toHaveValue(missing)
  await expectAccessible(page)
  return name
}

/** A blank disk's create body, 1 GiB. */
export const blankDisk = (name: string) => ({
  name,
  description: '',
  size: 1024 ** 3,
  disk_source: { type: 'blank', block_size: 4096 },
})

/**
 * A control that cannot be used here says why: it is marked disabled, hovering shows the
 * reason, and choosing it anyway opens nothing.
 */
export async function expectRefusedControl(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  // and looks it, whatever the control is (a button, a menu item, a switch, a link)
  await expect(control).toHaveCSS('cursor', 'not-allowed')
  // hovered again if the tooltip does not come, as a user moves the mouse: a list polling an
  // instance on its way to another state can render the row's menu anew under a still mouse
  await expect(async () => {
    await control.hover()
    await expect(page.getByRole('tooltip')).toHaveText(reason, { timeout: 2000 })
  }).toPass()
  await control.click({ force: true })
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** A row's action that cannot be used here: its menu item is refused with the reason, then Escape closes the menu. */
export async function expectRefusedRowAction(page: Page, subject: string, item: string, reason: string) {
  await page.getByRole('button', { name: `Actions for ${subject}` }).click()
  await expectRefusedControl(page, page.getByRole('menuitem', { name: item }), reason)
  await page.keyboard.press('Escape')
}

/** A page this user may not see: no `table`, and the console says the page is not there for them. */
export async function expectNoAccess(page: Page, table: string) {
  await expect(page.getByRole('table', { name: table })).toHaveCount(0)
  await expect(page.getByText(/page you are looking for|not found|not authorized/i).first()).toBeVisible()
}

/** An empty list says so under `heading`, and its create link (the last of them) opens the `dialog` form. */
export async function expectEmptyOffersCreate(page: Page, heading: string, link: string, dialog: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  await page.getByRole('link', { name: link }).last().click()
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
}

/**
 * Opens a form from the keyboard: focuses `control`, presses Enter, and checks that the
 * `dialog` opens with focus in its first textbox, `field`. Gives both.
 */
export async function openFormByKeyboard(page: Page, control: Locator, dialog: string, field: string) {
  await control.focus()
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: dialog })
  const first = form.getByRole('textbox', { name: field })
  await expect(first).toBeFocused()
  return { dialog: form, field: first }
}

/** A confirmation titled `dialog` says `text` (what it asks, or warns of); answers it with `button`. */
export async function answerConfirm(page: Page, dialog: string, text: string, button: string) {
  await expect(page.getByRole('dialog', { name: dialog })).toContainText(text)
  await inDialog(page, dialog, button)
}

/**
 * Opens `path` with these operations failing. The faults live in the origin's storage, so a
 * page of the console is loaded first when the test has not opened one yet.
 */
export async function openFailing(page: Page, path: string, faults: Record<string, number>) {
  if (!page.url().startsWith('http')) await page.goto(path)
  await failCalls(page, faults)
  await page.goto(path)
}

const onSubmitButton = (page: Page) => page.evaluate(() => !!document.activeElement?.matches('[type=submit]'))

/**
 * Types into the focused field and each one after it, moving on with Tab as a keyboard user
 * does; `'submit'` tabs on to the form's submit button, past what comes after the fields
 * (the equivalent request, Cancel), and presses it.
 */
export async function typeFields(page: Page, values: (string | 'submit')[]) {
  for (const [i, value] of values.entries()) {
    if (i > 0) await page.keyboard.press('Tab')
    if (value !== 'submit') {
      await page.keyboard.type(value)
      continue
    }
    for (let tabs = 0; tabs < 4 && !(await onSubmitButton(page)); tabs++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
  }
}

/** Types at the focus, as a keyboard user does, and expects `form` to show `message` then. */
export async function typeShows(page: Page, form: Locator, text: string, message: string) {
  await page.keyboard.type(text)
  await expect(form.getByText(message)).toBeVisible()
}

/** Fills `input` with `value` and expects `form` to show `message`, the text kept as typed. */
export async function fillShows(form: Locator, input: Locator, value: string, message: string) {
  await input.fill(value)
  await expect(form.getByText(message)).toBeVisible()
  await expect(input).toHaveValue(value)
}

/** The part of a confirmation that says what the action touches (impact previews, issue 15). */
export const impactOf = (page: Page, dialog: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('region', { name: 'What this touches' })

/** The entries the preview lists under one heading, e.g. ('Delete VPC', 'Subnets'). */
export const impactList = (page: Page, dialog: string, heading: string) =>
  impactOf(page, dialog).getByRole('list', { name: heading }).getByRole('listitem')

/**
 * Sends a call with a JSON body to the API from the page, as another client would (the
 * console's cache does not learn of it), and gives the answer's status.
 */
export const sendApi = (page: Page, method: 'POST' | 'PUT', path: string, body: unknown) =>
  page.evaluate(
    async ([method, path, body]) =>
      (await fetch(path, { method, headers: { 'content-type': 'application/json' }, body })).status,
    [method, path, JSON.stringify(body)] as const,
  )

export const postApi = (page: Page, path: string, body: unknown) => sendApi(page, 'POST', path, body)

/** A row's checkbox in a list with bulk actions: ('disk web-data') is "Select disk web-data". */
export const selectBox = (page: Page, subject: string) =>
  page.getByRole('checkbox', { name: `Select ${subject}`, exact: true })

/** The bar over a list while rows are selected: "3 selected" and the bulk actions. */
export const selectedBar = (page: Page) => page.getByText(/^\d+ selected$/)

/** The progress of a bulk job, a dialog titled as the job ("Delete 3 disks"). */
export const bulkProgress = (page: Page, title: string) => page.getByRole('dialog', { name: title })

/** One row's line in a job's progress: its name and how it went ("spare-bootDone"). */
export const progressItem = (dialog: Locator, name: string) =>
  dialog.getByRole('list', { name: 'Progress' }).getByRole('listitem').filter({ hasText: name })

/**
 * Presses a bulk action of the bar and checks its confirmation: the rows it acts on (under
 * "`rows` to `action`", e.g. "snapshots to delete") and the ones it leaves out as
 * "name: reason", both in the list's order. Then confirms, waits for the job's summary,
 * checks each row done and closes the progress.
 */
export async function runBulkAction(
  page: Page,
  action: string,
  { rows, go, leftOut = [], summary }: { rows: string; go: string[]; leftOut?: string[]; summary: string },
) {
  await page.getByRole('button', { name: action, exact: true }).click()
  const noun = go.length === 1 ? rows.replace(/s$/, '') : rows
  const title = `${action} ${go.length} ${noun}`
  const confirm = page.getByRole('dialog', { name: title })
  await expect(
    confirm.getByRole('list', { name: `${rows} to ${action.toLowerCase()}` }).getByRole('listitem'),
  ).toHaveText(go)
  const out = confirm.getByRole('list', { name: /^Left out/ })
  if (leftOut.length) await expect(out.getByRole('listitem')).toHaveText(leftOut)
  else await expect(out).toHaveCount(0)
  await confirm.getByRole('button', { name: title }).click()

  const progress = bulkProgress(page, title)
  await expect(progress.getByRole('status')).toHaveText(summary)
  for (const name of go) await expect(progressItem(progress, name)).toHaveText(`${name}Done`)
  await progress.getByRole('button', { name: 'Close' }).last().click()
  await expect(progress).toHaveCount(0)
}
