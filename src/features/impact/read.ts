// What impact loaders share: reading the API afresh (a preview from a minute-old cache would
// name what is no longer there) and turning a list's page into a group of named items.
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query'
import { queryClient } from '~/api/client'
import type { ImpactGroup, ImpactItem } from '~/impact'

/** The query's answer as the API gives it now; the cache takes it too. */
export const readFresh = <T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>) =>
  queryClient.fetchQuery({ ...query, staleTime: 0 })

type Page<T> = { items: T[]; nextPage?: string | null }

/** A group of the page's items (all of them: `more` when the list went on past the page). */
export const groupOf = <T>(
  label: string,
  page: Page<T>,
  item: (t: T) => ImpactItem,
  options: Pick<ImpactGroup, 'blocks' | 'listTo'> = {},
): ImpactGroup => ({ label, items: page.items.map(item), more: !!page.nextPage, ...options })
