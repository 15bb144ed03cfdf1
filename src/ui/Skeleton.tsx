const bar = 'rounded bg-raised animate-[skeleton-pulse_1.6s_ease-in-out_infinite]'

/** A heading and rows in grey. */
const Bars = () => (
  <>
    <div className={`${bar} mb-8 h-7 w-48`} />
    {[0, 1, 2, 3, 4, 5].map((i) => (
      <div key={i} className={`${bar} mb-3 h-9 w-full`} />
    ))}
  </>
)

/** Grey shapes in the layout's place while the first data loads. */
export function LoadingSkeleton() {
  return (
    <div className="flex h-full" role="status" aria-busy="true" aria-label="Loading">
      <div className="hidden w-56 shrink-0 border-r border-line bg-surface p-4 md:block">
        {[60, 80, 70, 75, 55].map((w, i) => (
          <div key={i} className={`${bar} mb-4 h-4`} style={{ width: `${w}%` }} />
        ))}
      </div>
      <div className="flex-1">
        <div className="h-12 border-b border-line" />
        <div className="p-8">
          <Bars />
        </div>
      </div>
    </div>
  )
}

/** A page's place inside a layout that already shows, while the page's first data loads. */
export const PageSkeleton = () => (
  <div role="status" aria-busy="true" aria-label="Loading" className="pt-2">
    <Bars />
  </div>
)
