import { formatDateTime } from '~/util/dates'
import { Tooltip } from './Tooltip'

/** A local, readable time; the exact ISO UTC instant on hover or focus. */
export function Timestamp({ date }: { date: Date }) {
  const iso = date.toISOString()
  return (
    <Tooltip content={<span className="font-mono">{iso}</span>}>
      <time
        dateTime={iso}
        tabIndex={0}
        className="rounded underline decoration-line-strong decoration-dotted underline-offset-4"
      >
        {formatDateTime(date)}
      </time>
    </Tooltip>
  )
}
