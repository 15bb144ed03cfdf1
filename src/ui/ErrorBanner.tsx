/** SPEC section 2: 'Error' with one message; 'Errors' and 'N issues:' with a list for several. */
export function ErrorBanner({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null
  const several = errors.length > 1
  return (
    <div role="alert" className="rounded-md border border-danger-line bg-danger-bg px-3.5 py-3 text-[13px]">
      <div className="font-semibold text-danger">{several ? 'Errors' : 'Error'}</div>
      {several ? (
        <>
          <div className="mt-1 text-ink">{errors.length} issues:</div>
          <ul className="mt-1 list-disc pl-5 text-ink">
            {errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-1 text-ink">{errors[0]}</div>
      )}
    </div>
  )
}
