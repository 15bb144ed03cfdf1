// The snapshot or image a new disk is made from (the disk form, the create-instance page's
// boot disk). Their pickers hold ids, which the create bodies take; past a list's first page
// a name is typed, looked up, and kept (useFoundByName) until the form reads the item's size
// or submits its id.
import type { Image, Snapshot } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { ApiError } from '~/api/errors'
import { pickByName, type FoundByName } from '~/forms/pickByName'

type List = { nextPage?: string | null } | undefined
type Remember<T extends { id: string; name: string }> = Pick<FoundByName<T>, 'remember'>

/** A disk is made from a ready snapshot only. */
export const isReady = (s: Pick<Snapshot, 'state'>) => s.state === 'ready'

export const moreSnapshotsFor = (project: string, list: List, found: Remember<Snapshot>) =>
  pickByName(
    list,
    'snapshot',
    (snapshot) => callApi('snapshotView', { path: { snapshot }, query: { project } }),
    (s) => (isReady(s) ? undefined : `${s.name} is ${s.state}: only a ready snapshot can make a disk`),
    found,
  )

/**
 * Past the first page of the silo's images, the project's, or both (the disk form offers
 * both in one picker, from `lists`). Where both are offered, a name is the project's image
 * of that name when there is one, else the silo's: the API keeps the two namespaces apart.
 */
export function moreImagesFor(
  project: string,
  scope: 'silo' | 'project' | 'both',
  lists: List[],
  found: Remember<Image>,
) {
  const inSilo = (image: string) => callApi('imageView', { path: { image } })
  const inProject = (image: string) => callApi('imageView', { path: { image }, query: { project } })
  const inBoth = (image: string) =>
    inProject(image).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 404) return inSilo(image)
      throw error
    })
  const lookup = { silo: inSilo, project: inProject, both: inBoth }[scope]
  const more = lists.some((l) => l?.nextPage)
  return pickByName({ nextPage: more ? 'more' : null }, 'image', lookup, undefined, found)
}
