import { test as plain } from '@playwright/test'
import { REMOTE_PORT } from '../../../../playwright.config'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { fleetViewerRefusal, openSystemAsFleetViewer } from '../../access/e2eRoles'
import { releaseRootRole } from '../../../../mock-api/fixtures/update'
import { releaseArtifacts, repositoryArchive, rootRole } from '../../../../mock-api/tuf-builder'

const UPDATE = '/system/update'
// the seed (mock-api/fixtures/update.ts): 15.0.0 and 16.0.0 uploaded, 16.0.0 the target (generation 3)
const SEED_TRUST_ROOT = '7e057000-0000-4000-8000-000000000001'

/** A release repository archive as a file to pick, `artifactBytes` per artifact (six of them). */
async function archiveFile(version: string, root = releaseRootRole, artifactBytes = 400_000) {
  const bytes = await repositoryArchive({
    systemVersion: version,
    root,
    artifacts: releaseArtifacts(version, artifactBytes),
  })
  return { name: `oxide-${version}.zip`, mimeType: 'application/zip', buffer: Buffer.from(bytes) }
}

// The in-browser mock answers the upload in the page, which reports no upload progress at
// all: the bar says the file is being sent without a figure, rather than a 0 % that never
// moves. The bytes counted as they go are seen through the remote proxy below, where the
// request travels over a real connection.
test('a repository uploaded through the in-browser mock is set as the target release', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  // the rack's reading of the archive after the last byte lasts long enough to be seen
  await ui.slowTransitions(page, 3000)
  await page.goto(UPDATE)
  await expect(page.getByRole('heading', { name: 'Software update', level: 1 })).toBeVisible()
  const target = page.getByRole('region', { name: 'Target release' })
  await expect(target).toContainText('16.0.0')
  await expect(target).toContainText('Generation3')
  await expect(ui.rowOf(ui.table(page, 'Repositories'), '16.0.0')).toContainText('Target release')
  await ui.expectAccessible(page)

  await page.getByLabel('Repository archive').setInputFiles(await archiveFile('16.1.0'))
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const bar = page.getByRole('progressbar', { name: 'Bytes sent' })
  await expect(bar).toHaveAttribute('aria-valuetext', /^2\.\d MiB, sending…$/)
  await expect(bar).not.toHaveAttribute('value')
  await ui.expectAccessible(page)

  const result = page.getByRole('status', { name: 'Upload result' })
  await expect(result.getByRole('heading', { name: 'Repository 16.1.0 uploaded' })).toBeVisible()
  await expect(result).toContainText('oxide-16.1.0.zip')
  await expect(ui.rowOf(ui.table(page, 'Artifacts of 16.1.0'), 'host')).toContainText('390.6 KiB')
  await expect(ui.rowOf(ui.table(page, 'Repositories'), '16.1.0')).toContainText('oxide-16.1.0.zip')

  await result.getByRole('button', { name: 'Set as target release' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set target release' })
  await expect(dialog.getByRole('textbox', { name: 'System version' })).toHaveValue('16.1.0')
  await expect(dialog.getByRole('status', { name: 'Repository lookup' })).toContainText('6 artifacts')
  await ui.expectAccessible(page)
  await dialog.getByRole('button', { name: 'Set target release' }).click()
  await expect(ui.toast(page, 'Target release set')).toContainText('16.1.0, generation 4')
  await expect(target).toContainText('16.1.0')
  await expect(target).toContainText('Generation4')
  await expect(ui.rowOf(ui.table(page, 'Repositories'), '16.1.0')).toContainText('Target release')
})

plain.describe('through the remote proxy', () => {
  plain.use({ baseURL: `http://127.0.0.1:${REMOTE_PORT}` })

  plain('the upload shows the bytes sent, then the rack reading the repository', async ({ page }, testInfo) => {
    // the Node server keeps its state for the whole run: a retry uploads another version
    const version = `16.${2 + testInfo.retry}.0`
    await page.goto(`/login/demo-silo/local?redirect_uri=${encodeURIComponent(UPDATE)}`)
    await ui.submitLocalSignIn(page)
    await expect(page.getByRole('heading', { name: 'Software update', level: 1 })).toBeVisible()
    // what the bar and the status line said, each time they changed: the steps pass faster
    // than an assertion could watch them on a local connection
    await page.evaluate(() => {
      const said: string[] = []
      Object.assign(window, { said })
      new MutationObserver(() => {
        const words = document.querySelector('progress[aria-label="Bytes sent"]')?.getAttribute('aria-valuetext')
        const reading = document.body.textContent?.includes('The rack is reading and verifying the repository…')
        const text = words && `${words}${reading ? ' | reading' : ''}`
        if (text && said.at(-1) !== text) said.push(text)
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    })

    await page.getByLabel('Repository archive').setInputFiles(await archiveFile(version))
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    const result = page.getByRole('status', { name: 'Upload result' })
    await expect(result.getByRole('heading', { name: `Repository ${version} uploaded` })).toBeVisible()
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said)
    expect(said[0]).toMatch(/^2\.\d MiB, sending…$/)
    expect(said).toContainEqual(expect.stringMatching(/^2\.\d MiB of 2\.\d MiB, 100% \| reading$/))
  })
})

test('the target release form says what it will not take, from the keyboard', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(UPDATE)
  const set = page.getByRole('button', { name: 'Set target release' })
  const { dialog, field: version } = await ui.openFormByKeyboard(page, set, 'Set target release', 'System version')
  await page.keyboard.type('15.0.0')
  await expect(dialog).toContainText(
    '15.0.0 is older than the current target release 16.0.0; the rack does not go back',
  )
  await version.fill('')
  await page.keyboard.type('17.0.0')
  await expect(dialog).toContainText('No repository 17.0.0 has been uploaded. Upload its archive first.')
  await page.keyboard.press('Enter')
  // the API's own refusal shows above the form, and what was typed stays
  await expect(dialog.getByText('Not found: tuf-repo with id "17.0.0"')).toBeVisible()
  await expect(version).toHaveValue('17.0.0')
})

test('a repository no trust root vouches for fails with the reason, and goes through once its root is added', async ({
  pageAs,
}) => {
  const page = await pageAs('fleet-admin')
  await page.goto(UPDATE)
  const field = page.getByLabel('Repository archive')
  await field.setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('just some notes') })
  await expect(
    page.getByText('This is not a zip archive: a release repository is the .zip file Oxide publishes'),
  ).toBeVisible()

  const vendorRoot = rootRole({ keyid: 'beef'.repeat(16) })
  await field.setInputFiles(await archiveFile('16.2.0', vendorRoot, 2000))
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const failure = page.getByRole('alert').filter({ hasText: 'Could not upload oxide-16.2.0.zip' })
  await expect(failure).toContainText(
    'Error loading repository: signature threshold of 1 not met for role root (0 valid signatures)',
  )
  await ui.expectAccessible(page)

  // the trust root, added from the keyboard
  await page.getByRole('link', { name: 'Add trust root' }).first().focus()
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: 'Add trust root' })
  await expect(form.getByRole('textbox', { name: 'Root role (JSON)' })).toBeFocused()
  await page.keyboard.insertText('{"signed": {"_type": "targets"}, "signatures": []}')
  await expect(form).toContainText('This is a "targets" role; the trust store takes the root role (root.json)')
  await form.getByRole('textbox', { name: 'Root role (JSON)' }).fill('')
  await page.keyboard.insertText(JSON.stringify(vendorRoot))
  await expect(form.getByLabel('Root role read')).toContainText('1 of 1')
  await ui.expectAccessible(page)
  await page.keyboard.press('Tab') // Equivalent request
  await page.keyboard.press('Tab') // Cancel
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Add trust root' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(ui.toast(page, 'Trust root added')).toBeVisible()
  await expect(ui.table(page, 'Trust roots').getByRole('row')).toHaveCount(3)

  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Repository 16.2.0 uploaded' })).toBeVisible()
})

test('a trust root is viewed as stored and deleted', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(UPDATE)
  const roots = ui.table(page, 'Trust roots')
  await expect(ui.rowOf(roots, SEED_TRUST_ROOT)).toContainText('0c1de5a10c1d…')
  await roots.getByRole('link', { name: SEED_TRUST_ROOT }).click()
  const detail = page.getByRole('dialog', { name: 'Trust root' })
  await expect(page).toHaveURL(`${UPDATE}/trust-roots/${SEED_TRUST_ROOT}`)
  await expect(detail).toContainText('1 of 1')
  // the document as the API keeps it, its keys not renamed
  await expect(detail.getByLabel('Root role document')).toContainText('"consistent_snapshot": true')
  await ui.expectAccessible(page)
  await detail.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog', { name: 'Delete trust root' })).toContainText(
    'Repositories signed only by its keys can no longer be uploaded',
  )
  await ui.inDialog(page, 'Delete trust root', 'Delete')
  await expect(ui.toast(page, 'Trust root deleted')).toBeVisible()
  await expect(page).toHaveURL(UPDATE)
  await expect(page.getByRole('heading', { name: 'No trust roots' })).toBeVisible()
})

test('the page keeps the navigation when the API fails, and is not found for a user who is not a fleet viewer', async ({
  pageAs,
}) => {
  const page = await pageAs('fleet-admin')
  await ui.openFailing(page, UPDATE, { targetReleaseView: 500 })
  await expect(
    page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Software update' }),
  ).toBeVisible()
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('region', { name: 'Target release' })).toContainText('16.0.0')

  const viewer = await pageAs('silo-viewer')
  await viewer.goto(UPDATE)
  await expect(viewer.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('a fleet viewer reads the update page and looks repositories up; uploads, targets and trust roots are refused with the reason', async ({
  page,
}) => {
  await openSystemAsFleetViewer(page)
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Software update' }).click()
  await expect(page.getByRole('region', { name: 'Target release' })).toContainText('16.0.0')

  const target = fleetViewerRefusal('set the target release')
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Set target release' }), target)
  // a lookup reads, and the repository found is listed; making it the target is refused by role
  await page.getByRole('textbox', { name: 'System version to look up' }).fill('15.0.0')
  await page.getByRole('button', { name: 'Look up' }).click()
  const repositories = ui.table(page, 'Repositories')
  await expect(ui.rowOf(repositories, '15.0.0')).toContainText('oxide-15.0.0.zip')
  await page.getByRole('button', { name: 'Actions for repository 15.0.0' }).click()
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Set as target release' }), target)
  await page.keyboard.press('Escape')

  await expect(page.getByLabel('Repository archive')).toBeDisabled()
  await ui.expectRefusedControl(
    page,
    page.getByRole('button', { name: 'Upload', exact: true }),
    fleetViewerRefusal('upload release repositories'),
  )

  const trust = fleetViewerRefusal('add and delete trust roots')
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Add trust root' }), trust)
  await page.getByRole('button', { name: `Actions for trust root ${SEED_TRUST_ROOT}` }).click()
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Delete' }), trust)
  await page.getByRole('menuitem', { name: 'View' }).click()
  const detail = page.getByRole('dialog', { name: 'Trust root' })
  await expect(detail).toContainText('1 of 1')
  await expect(detail.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true')
  await detail.getByRole('button', { name: 'Delete' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText(trust)
  // not expectRefusedControl: the detail is a dialog itself
  await detail.getByRole('button', { name: 'Delete' }).click({ force: true })
  await expect(page.getByRole('dialog', { name: 'Delete trust root' })).toHaveCount(0)
  await ui.expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)
  await expect(ui.rowOf(ui.table(page, 'Trust roots'), SEED_TRUST_ROOT)).toBeVisible()
})
