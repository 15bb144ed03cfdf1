// What a picker or a table offering a whole list (useWholeList) says of the items past the
// first page it shows at once: that they are being read, or that they could not be, with a way
// to try again. Nothing once they are in, or when the first page was all of it.
import type { WholeListRest } from '~/api/everyPage'
import { TryAgain } from './rowQuery'

export function RestOfList({ list, what }: { list: { rest: WholeListRest; retry: () => void }; what: string }) {
  return (
    <>
      <p role="status" className="mt-2 text-[13px] text-ink-muted empty:hidden">
        {list.rest === 'reading' && `The ${what} past the first 1,000 are being read.`}
      </p>
      {list.rest === 'failed' && (
        <p role="alert" className="mt-2 text-[13px] text-ink-muted">
          <TryAgain
            onClick={list.retry}
          >{`Could not read the ${what} past the first 1,000: they are not listed.`}</TryAgain>
        </p>
      )}
    </>
  )
}
