import { inTenths } from '~/api/background'
import { groupedCount } from '~/util/numbers'

/**
 * How far reads of `total` things have got, for a live region ("12 of 305 other projects
 * read"): each one on screen as it is in, and to a screen reader in steps of a tenth, ten news
 * in all, not one a read. `done` ends the text: "read", "checked".
 */
export function ReadCount({ read, total, noun, done }: { read: number; total: number; noun: string; done: string }) {
  const said = (n: number) => `${groupedCount(n)} of ${groupedCount(total)} ${noun} ${done}`
  return (
    <>
      <span aria-hidden="true">{said(read)}</span>
      <span className="sr-only">{said(inTenths(read, total))}</span>
    </>
  )
}
