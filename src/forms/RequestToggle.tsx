// "Equivalent request": a disclosure under a form or a confirmation that shows the API request
// it will send and the CLI command that does the same (issue 15). Only the button is here;
// the panel loads when it is first opened.
import { Suspense, useId, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { ApiCalls } from '~/api/apiCall'
import { Button } from '~/ui/Button'
import { lazyPart, splitModule } from '~/ui/splitModule'

const panels = splitModule(() => import('~/features/request/RequestPanel'))
const RequestPanel = lazyPart(panels, 'RequestPanel')
const FormRequestPanel = lazyPart(panels, 'FormRequestPanel')

type FormSource<T extends FieldValues> = {
  form: UseFormReturn<T>
  request: (values: T) => ApiCalls | Promise<ApiCalls>
}
type Source<T extends FieldValues> = { calls: ApiCalls } | FormSource<T>

export function RequestToggle<T extends FieldValues>(props: Source<T>) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className="mt-4">
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Equivalent request
      </Button>
      <div id={id} role="region" aria-label="Equivalent request" hidden={!open}>
        {open && (
          <Suspense fallback={<p className="mt-3 text-ink-muted">Loading…</p>}>
            {'calls' in props ? (
              <RequestPanel calls={props.calls} /> // a lazily loaded component is not generic; the pair still belongs together
            ) : (
              <FormRequestPanel {...(props as unknown as FormSource<FieldValues>)} />
            )}
          </Suspense>
        )}
      </div>
    </div>
  )
}
