import { dateZone } from '~/preferences/dateZone'
import { formatDateTime } from '~/util/dates'
import { Tooltip } from './Tooltip'

/**
 * Every date the console shows: readable in the zone the user chose (local or UTC, in the
 * user menu), the exact ISO UTC instant (SPEC section 9) in the markup's dateTime and on
 * hover or focus. Inside a link or button, where it cannot take focus of its own, `inside`
 * puts the instant in a title instead of a tooltip.
 */
export function Timestamp({ date, withSeconds, inside }: { date: Date; withSeconds?: boolean; inside?: boolean }) {
  const zone = dateZone.use()
  const iso = date.toISOString()
  const text = formatDateTime(date, { zone, withSeconds })
  if (inside)
    return (
      <time dateTime={iso} title={iso}>
        {text}
      </time>
    )
  return (
    <Tooltip content={<span className="font-mono">{iso}</span>}>
      <time
        dateTime={iso}
        tabIndex={0}
        className="rounded underline decoration-line-strong decoration-dotted underline-offset-4"
      >
        {text}
      </time>
    </Tooltip>
  )
}
