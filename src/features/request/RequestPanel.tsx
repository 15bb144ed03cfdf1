// The equivalent request of a form or a confirmed action: the HTTP request exactly as the
// console will send it, and the same through the `oxide` CLI, each with a copy button; a save
// of several calls shows each, numbered in the order they are sent. It follows the form as
// the user types. Loaded when a user first opens it.
import { useEffect, useState } from 'react'
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { ApiCalls } from '~/api/apiCall'
import { CopyButton } from '~/ui/CopyButton'
import { cliCommand, describeCalls, MASK, type HttpRequest } from './describe'

function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <div className="mt-3">
      <div className="mb-1 flex items-center justify-between">
        <h3 className="text-[13px] font-semibold text-ink-muted">{label}</h3>
        <CopyButton text={code} label={`Copy ${label}`} />
      </div>
      {/* focusable so a keyboard can scroll a line wider than the panel */}
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-72 overflow-auto rounded-md border border-line bg-canvas p-3 font-mono text-[12px] text-ink"
      >
        <code>{code}</code>
      </pre>
    </div>
  )
}

/** One request's two blocks; `n` numbers their labels when there are several. */
function RequestBlocks({ request, n }: { request: HttpRequest; n?: number }) {
  const http = `${request.method} ${request.url}${request.body ? `\n\n${request.body}` : ''}`
  const suffix = n === undefined ? '' : ` ${n}`
  return (
    <>
      <CodeBlock label={`HTTP request${suffix}`} code={http} />
      <CodeBlock label={`CLI command${suffix}`} code={cliCommand(request)} />
    </>
  )
}

/** Whether a request holds a stand-in for an earlier answer (`later`): in its URL (where `<`
 * is otherwise encoded) or as a whole string of its body. */
const waitsForAnAnswer = (r: HttpRequest) => r.url.includes('<') || /"<[^<>"]+>"/.test(r.body ?? '')

/** The requests `calls` make, or why there are none yet. */
export function RequestPanel({ calls }: { calls: ApiCalls | Error }) {
  const [requests, setRequests] = useState<HttpRequest[] | Error>()
  useEffect(() => {
    if (calls instanceof Error) return setRequests(calls)
    let current = true
    describeCalls(calls).then(
      (r) => current && setRequests(r),
      (e: Error) => current && setRequests(e),
    )
    return () => {
      current = false
    }
  }, [calls])

  if (!requests) return <p className="mt-3 text-ink-muted">Working out the request…</p>
  if (requests instanceof Error) return <p className="mt-3 text-ink-muted">No request yet: {requests.message}</p>
  const [only] = requests
  return (
    <>
      {requests.length === 1 ? (
        <RequestBlocks request={only} />
      ) : (
        <>
          <p className="mt-3 text-ink-muted">Saving sends {requests.length} requests, one after another:</p>
          <ol aria-label="Requests in order">
            {requests.map((request, i) => (
              <li key={i} aria-label={`Request ${i + 1}`} className="mt-3 border-t border-line pt-2">
                <h3 className="text-[13px] font-semibold">
                  {i + 1}. {request.note ?? `${request.method} request`}
                </h3>
                <RequestBlocks request={request} n={i + 1} />
              </li>
            ))}
          </ol>
        </>
      )}
      {requests.some((r) => r.body?.includes(MASK)) && (
        <p className="mt-2 text-[13px] text-ink-muted">
          Secrets are shown as {MASK}; put your own in before running it.
        </p>
      )}
      {requests.some(waitsForAnAnswer) && (
        <p className="mt-2 text-[13px] text-ink-muted">
          A value in angle brackets is one only an earlier request’s answer gives; put it in before running that one.
        </p>
      )}
    </>
  )
}

/**
 * What `JSON.stringify` makes of the values, except that a file counts by its name, size and
 * date (as JSON it is `{}`, so choosing another file would leave the request as it was).
 */
export const valuesKey = (values: unknown) =>
  JSON.stringify(values, (_, v: unknown) =>
    v instanceof File ? { file: v.name, size: v.size, type: v.type, lastModified: v.lastModified } : v,
  )

/** The requests a form's current values make; `request` turns the values into the calls. */
export function FormRequestPanel<T extends FieldValues>({
  form,
  request,
}: {
  form: UseFormReturn<T>
  request: (values: T) => ApiCalls | Promise<ApiCalls>
}) {
  const values = useWatch({ control: form.control }) as T
  const [calls, setCalls] = useState<ApiCalls | Error>(() => new Error('the form is not filled in'))
  // new calls when the values change, not on every render of the panel; a form re-rendered
  // with a new `request` (its choices or the policy it edits have loaded) makes them anew
  const key = valuesKey(values)
  useEffect(() => {
    let current = true
    // a promise where a call carries a file's text, read first
    new Promise<ApiCalls>((resolve) => resolve(request(values))).then(
      (c) => current && setCalls(c),
      (e: unknown) => current && setCalls(e instanceof Error ? e : new Error(String(e))),
    )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, request])
  return <RequestPanel calls={calls} />
}
