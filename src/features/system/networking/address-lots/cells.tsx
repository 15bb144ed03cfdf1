import { useQuery } from '@tanstack/react-query'
import { quiet } from '~/table/cells'
import { blockRange, countText } from './blocks'
import { lotBlocksQuery } from './queries'

const SHOWN = 2

/** A lot's blocks in a list row: the first two ranges and how many more there are. */
export function BlocksSummary({ lot }: { lot: string }) {
  const { data, isError } = useQuery(lotBlocksQuery(lot))
  if (isError) return quiet('Could not load blocks')
  if (!data) return quiet('Loading…')
  const blocks = data.items
  if (blocks.length === 0) return quiet('No blocks')
  return (
    <span className="flex flex-col">
      {blocks.slice(0, SHOWN).map((b) => (
        <span key={b.id}>
          <span className="font-mono text-[13px]">{blockRange(b)}</span>{' '}
          <span className="text-ink-muted">({countText(b)})</span>
        </span>
      ))}
      {blocks.length > SHOWN && <span className="text-ink-muted">and {blocks.length - SHOWN} more</span>}
    </span>
  )
}
