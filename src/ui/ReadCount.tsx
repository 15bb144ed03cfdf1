import { inTenths } from '~/api/background'
import { groupedCount } from '~/util/numbers'

/**
 * How far reads of `total` things have got, for a live region ("12 of 305 other projects
 * read", `what` the words after the numbers): each one on screen as it is in, and to a screen
 * reader in steps of a tenth, ten news in all, not one a read.
 */
export function ReadCount({ read, total, what }: { read: number; total: number; what: string }) {
  const said = (n: number) => `${groupedCount(n)} of ${groupedCount(total)} ${what}`
  return (
    <>
      <span aria-hidden="true">{said(read)}</span>
      <span className="sr-only">{said(inTenths(read, total))}</span>
    </>
  )
}
