// Permission explainers (issue 15): a control the user's role refuses stays, disabled, and says
// in words which role it needs at which scope, which one the user holds there and where that
// comes from, at project, silo and fleet scope alike.
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { fleetViewerRefusal, openSystemAsFleetViewer } from './e2eRoles'

test('a project viewer finds Stop refused on the instance page, the reason read from the keyboard', async ({
  pageAs,
}) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/projects/demo-project/instances/web-server-1')
  await expect(page.getByRole('heading', { name: 'web-server-1', level: 1 })).toBeVisible()
  const reason =
    'To start, stop, change and delete instances you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.'

  const trigger = page.getByRole('button', { name: /Instance actions/ })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const stop = page.getByRole('menuitem', { name: 'Stop' })
  await expect(page.getByRole('menuitem', { name: 'Start' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(stop).toBeFocused()
  await expect(stop).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('tooltip')).toHaveText(reason)
  await ui.expectAccessible(page)
  // choosing it anyway asks nothing and changes nothing
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByText('running').first()).toBeVisible()

  // the instance's tabs explain the same way
  await page.getByRole('navigation', { name: 'Instance sections' }).getByRole('link', { name: 'Storage' }).click()
  await ui.expectRefusedControl(
    page,
    page.getByRole('button', { name: 'Create new disk' }),
    'To attach, detach and snapshot disks you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.',
  )
})

test('a silo viewer through a group finds promote and silo image deletes refused, naming the group', async ({
  pageAs,
}) => {
  const page = await pageAs('dennis-ritchie')
  await page.goto('/projects/demo-project/images')
  await ui.expectRefusedRowAction(
    page,
    'image app-golden-image',
    'Promote to silo',
    'To promote images to the silo you need the collaborator role on silo demo-silo. You are a viewer there, through group kernel-devs.',
  )
  // the project's own changes name the project, the role inherited through the group
  await ui.expectRefusedControl(
    page,
    page.getByRole('button', { name: 'Upload image' }),
    'To upload and delete images you need the collaborator role on project demo-project. You are a viewer there, inherited from group kernel-devs on the silo.',
  )

  await page.goto('/images')
  await page.getByRole('button', { name: 'Actions for image rocky-9' }).click()
  // View details is no change, and stays
  await expect(page.getByRole('menuitem', { name: 'View details' })).not.toHaveAttribute('aria-disabled', 'true')
  await ui.expectRefusedControl(
    page,
    page.getByRole('menuitem', { name: 'Delete' }),
    'To demote and delete silo images you need the collaborator role on silo demo-silo. You are a viewer there, through group kernel-devs.',
  )
  await page.keyboard.press('Escape')
  await ui.expectAccessible(page)
})

test('a fleet viewer finds the system’s create buttons refused with the fleet role they need and hold', async ({
  page,
}) => {
  await openSystemAsFleetViewer(page)
  // creating a silo takes a fleet collaborator; deleting one a fleet admin
  await ui.expectRefusedControl(
    page,
    page.getByRole('button', { name: 'New silo' }),
    fleetViewerRefusal('create silos').replace('admin role', 'collaborator role'),
  )
  await ui.expectRefusedRowAction(page, 'silo demo-silo', 'Delete', fleetViewerRefusal('delete silos'))
  await ui.expectAccessible(page)

  // the network's first section is the IP pools
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Networking' }).click()
  const create = page.getByRole('button', { name: 'New IP pool' })
  await create.focus()
  await expect(page.getByRole('tooltip')).toHaveText(fleetViewerRefusal('create, edit and delete IP pools'))
  await ui.expectRefusedControl(page, create, fleetViewerRefusal('create, edit and delete IP pools'))
})

test('a fleet viewer finds the fleet’s roles read only, each change saying the role it needs', async ({ page }) => {
  await openSystemAsFleetViewer(page)
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Access' }).click()
  await expect(page.getByRole('heading', { name: 'Fleet access', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your access' })).toHaveText(
    'Your role here: viewer (Assigned directly)',
  )
  const reason = fleetViewerRefusal('change roles')
  await expect(page.getByText(`Read only. ${reason}`)).toBeVisible()
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Add role' }), reason)
  await page.getByRole('button', { name: 'Actions for user fleet-admin' }).click()
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Change role' }), reason)
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Remove role' }), reason)
  await page.keyboard.press('Escape')
  await expect(ui.rowOf(ui.table(page, 'Fleet role assignments'), 'fleet-admin')).toContainText('viewer')
  await ui.expectAccessible(page)
})
