// What a list declares to offer actions on many rows at once (issue 15, bulk actions). Types
// and one small helper: the selection, its bar, the confirmation and the runner load only on
// lists that declare some (./bulk/).
import type { ApiCall } from '~/api/apiCall'
import type { OpName } from '~/api/client'

export type BulkAction<T> = {
  /** the verb on the button and in the job's title: "Delete" makes "Delete 3 disks" */
  label: string
  /** the verb of the summary: "deleted" makes "3 deleted, 1 failed" */
  done: string
  /** why a row is left out, in the words the row's own menu uses; undefined when it applies */
  whyNot?: (row: T) => string | undefined
  /** the API call for one row, as data, so the confirmation can show the request */
  call: (row: T) => ApiCall
  /** operations whose answers the action changes: refetched as each row finishes */
  refresh: OpName[]
  danger?: boolean
}

/** The bulk delete of a kind of resource: the same call, reasons and refresh as its row's Delete. */
export const bulkDelete = <T>(
  call: BulkAction<T>['call'],
  refresh: OpName[],
  whyNot?: BulkAction<T>['whyNot'],
): BulkAction<T> => ({ label: 'Delete', done: 'deleted', danger: true, call, refresh, whyNot })
