// What a picker or a table offering a whole list (useWholeList) says of the items past the
// first page it shows at once: that they are being read, or that they could not be, with a way
// to try again. Nothing once they are in, or when the first page was all of it, nor before that
// page is in or when it could not be read (its caller says why there is nothing to choose).
import type { WholeListRest } from '~/api/useWholeList'
import { TryAgain } from './rowQuery'

type List = { items: unknown[] | undefined; rest: WholeListRest; retry: () => void }

export function RestOfList({ list, what }: { list: List; what: string }) {
  return (
    <>
      <p role="status" className="mt-2 text-[13px] text-ink-muted empty:hidden">
        {list.rest === 'reading' && list.items && `The ${what} past the first 1,000 are being read.`}
      </p>
      {list.rest === 'failed' && list.items && (
        <p role="alert" className="mt-2 text-[13px] text-ink-muted">
          <TryAgain
            onClick={list.retry}
          >{`Could not read the ${what} past the first 1,000: they are not listed.`}</TryAgain>
        </p>
      )}
    </>
  )
}
