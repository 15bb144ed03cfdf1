import type { ReactNode } from 'react'
import type { ListOp } from '~/api/client'
import { PageSection } from '~/ui/PageSection'
import { ResourceList, type ListProps } from './ListPage'

/** A list of its own below a page's header (a lot's blocks), under a heading and an optional intro. */
export function ListSection<K extends ListOp>({
  title,
  intro,
  label,
  ...list
}: Omit<ListProps<K>, 'label'> & { intro?: ReactNode } & (
    { title: string; label?: string } | { title: ReactNode; /** the table's accessible name */ label: string }
  )) {
  return (
    <PageSection title={title}>
      {intro && <p className="mt-1 mb-4 text-ink-muted">{intro}</p>}
      <ResourceList {...list} label={label ?? (title as string)} />
    </PageSection>
  )
}
