// Queries only the support-bundle screens read, each defined once so loaders and components
// share cache keys.
import { queryOptions } from '@tanstack/react-query'
import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'
import { contentsUrl, fetchIndex, headSize } from './transfer'

export const bundleQuery = ({ bundleId }: Pick<RouteParams, 'bundleId'>) =>
  apiq('supportBundleView', { path: { bundleId } })

export type BundleFile = { path: string; size: number | null }

/**
 * The bundle's files: its index gives the paths, a HEAD of each its size. Keyed under the
 * index operation's name, so `invalidate('supportBundleIndex')` refetches it.
 */
export const bundleFilesQuery = (bundleId: string) =>
  queryOptions({
    queryKey: ['supportBundleIndex', { bundleId }] as const,
    queryFn: async (): Promise<BundleFile[]> => {
      const paths = await fetchIndex(bundleId)
      const sizes = await Promise.all(paths.map((path) => headSize(contentsUrl(bundleId, path)).catch(() => null)))
      return paths.map((path, i) => ({ path, size: sizes[i] }))
    },
  })
