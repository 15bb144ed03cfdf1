import { apiCall } from '~/api/apiCall'
import { closes, lazyPart, splitModule } from '~/ui/splitModule'
import { useNavigate } from 'react-router'
import type { Instance } from '~/api/__generated__/Api'
import { instanceWhyNot } from '~/api/capabilities'
import { type OpName } from '~/api/client'
import { confirmDelete, confirmThenRun, runAction, strong, type ActionRun } from '~/actions'
import { trackPowerAction, type PowerAction } from '~/features/activity/power'
import type { BulkAction } from '~/table/bulk'
import { pb } from '~/paths'
import { openDialog } from '~/ui/DialogHost'
import type { MenuItem } from '~/ui/Menu'

// the forms load when the menu opens one, not with every list of instances
const dialogs = splitModule(() => import('./InstanceDialogs'))
const ResizeInstanceModal = lazyPart(dialogs, 'ResizeInstanceModal', closes('onDismiss'))
const BootDiskModal = lazyPart(dialogs, 'BootDiskModal', closes('onDismiss'))
const AttachDiskModal = lazyPart(() => import('./tabs/AttachModals'), 'AttachDiskModal', closes('onDismiss'))

/** Every list and page that shows an instance follows a change of its state. */
const REFRESH: OpName[] = ['instanceList', 'instanceView']

type PowerOp = 'instanceStart' | 'instanceStop' | 'instanceReboot'

// start, stop and reboot differ only in their words and whether they ask first
// (a start interrupts nothing, so it does not)
const POWER: { action: PowerAction; op: PowerOp; label: string; doing: string; asks?: { more?: string } }[] = [
  { action: 'start', op: 'instanceStart', label: 'Start', doing: 'Starting' },
  {
    action: 'stop',
    op: 'instanceStop',
    label: 'Stop',
    doing: 'Stopping',
    asks: { more: 'Its guest is shut down; disks and addresses are kept.' },
  },
  { action: 'reboot', op: 'instanceReboot', label: 'Reboot', doing: 'Rebooting', asks: {} },
]

/** Starting, stopping or rebooting an instance: the call, its toasts, and what it refreshes. */
export function powerRun(project: string, instance: string, which: PowerAction): ActionRun {
  const { op, doing } = POWER.find((p) => p.action === which)!
  return {
    call: apiCall(op, { path: { instance }, query: { project } }),
    success: `${doing} instance`,
    failure: `Could not ${which} instance`,
    subject: instance,
    refresh: REFRESH,
    // followed in the activity panel until the instance gets there
    track: (sent) => trackPowerAction(project, instance, which, sent),
  }
}

/**
 * Starts, stops or reboots an instance the way every place that offers it does: at once for
 * a start, after asking for the others (the instances' rows and page, the command palette).
 */
export function takePowerAction(project: string, instance: string, which: PowerAction) {
  const { label, asks } = POWER.find((p) => p.action === which)!
  const run = powerRun(project, instance, which)
  if (!asks) return void runAction(run)
  confirmThenRun({
    ...run,
    title: `${label} instance`,
    content: (
      <>
        {label} {strong(instance)}?{asks.more && ` ${asks.more}`}
      </>
    ),
  })
}

/**
 * What the instances list does to many at once: start, stop, reboot and delete, each
 * leaving out the instances whose state the row's menu refuses it in, with the same reason.
 */
export function instanceBulkActions(project: string): BulkAction<Instance>[] {
  const call = (op: PowerOp | 'instanceDelete') => (i: Instance) =>
    apiCall(op, { path: { instance: i.name }, query: { project } })
  const power = POWER.map(({ action, op, label }) => ({
    label,
    done: { start: 'started', stop: 'stopped', reboot: 'rebooted' }[action],
    whyNot: (i: Instance) => instanceWhyNot(action, i.runState),
    call: call(op),
    refresh: REFRESH,
  }))
  return [
    ...power,
    {
      label: 'Delete',
      done: 'deleted',
      danger: true,
      whyNot: (i) => instanceWhyNot('delete', i.runState),
      call: call('instanceDelete'),
      refresh: ['instanceList', 'diskList'],
    },
  ]
}

/**
 * The actions of SPEC section 4 for one instance, each disabled with the reason in the
 * states that do not allow it; the instance list's rows and the instance page offer the
 * same ones. (Anti-affinity membership, a disk's detach and a NIC's edit act on a second
 * resource and stay with it on the instance's tabs.)
 */
export function useInstanceActions(project: string, opts: { onDeleted?: () => void } = {}) {
  const navigate = useNavigate()
  return (instance: Instance): MenuItem[] => {
    const params = { path: { instance: instance.name }, query: { project } }
    const state = instance.runState
    const power = POWER.map(({ action, label }) => ({
      label,
      disabledReason: instanceWhyNot(action, state),
      onSelect: () => takePowerAction(project, instance.name, action),
    }))
    const dialog = (Form: typeof ResizeInstanceModal) => () =>
      openDialog((close) => <Form project={project} instance={instance} onDismiss={close} />)
    return [
      ...power,
      { label: 'Resize', disabledReason: instanceWhyNot('resize', state), onSelect: dialog(ResizeInstanceModal) },
      {
        label: 'Change boot disk',
        disabledReason: instanceWhyNot('updateBootDisk', state),
        onSelect: dialog(BootDiskModal),
      },
      { label: 'Attach disk', disabledReason: instanceWhyNot('attachDisk', state), onSelect: dialog(AttachDiskModal) },
      {
        label: 'Serial console',
        disabledReason: instanceWhyNot('serialConsole', state),
        onSelect: () => navigate(pb.serialConsole({ project, instance: instance.name })),
      },
      {
        label: 'Delete',
        danger: true,
        disabledReason: instanceWhyNot('delete', state),
        onSelect: () =>
          confirmDelete({
            kind: 'instance',
            name: instance.name,
            consequence: 'Its disks are detached and kept; its network interfaces and ephemeral IP are released.',
            call: apiCall('instanceDelete', params),
            refresh: ['instanceList', 'diskList'],
            onDone: opts.onDeleted,
          }),
      },
    ]
  }
}
