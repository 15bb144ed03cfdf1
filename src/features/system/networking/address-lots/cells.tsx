import { quiet } from '~/table/cells'
import { RowQueryCell } from '~/table/rowQuery'
import { blockRange, countText } from './blocks'
import { lotBlocksQuery } from './queries'

const SHOWN = 2

/** A lot's blocks in a list row, read once the row is seen: the first two ranges and how many more there are. */
export const BlocksSummary = ({ lot }: { lot: string }) => (
  <RowQueryCell query={lotBlocksQuery(lot)} pending={quiet('Loading…')} failed={quiet('Could not load blocks')}>
    {({ items: blocks }) =>
      blocks.length === 0 ? (
        quiet('No blocks')
      ) : (
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
  </RowQueryCell>
)
