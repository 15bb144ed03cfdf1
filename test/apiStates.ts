// Every state the API gives instances and disks, for tests that must cover each one. The
// checks below fail to compile when the API adds a state these lists lack.
import type { DiskState, InstanceState } from '../src/api/__generated__/Api'

export const INSTANCE_STATES = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
  'destroyed',
] as const satisfies readonly InstanceState[]

export const DISK_STATES = [
  'attached',
  'attaching',
  'creating',
  'detaching',
  'detached',
  'destroyed',
  'faulted',
  'maintenance',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
] as const satisfies readonly DiskState['state'][]

type Unlisted<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>
const everyInstanceState: Unlisted<InstanceState, (typeof INSTANCE_STATES)[number]> = true
const everyDiskState: Unlisted<DiskState['state'], (typeof DISK_STATES)[number]> = true
void [everyInstanceState, everyDiskState]
