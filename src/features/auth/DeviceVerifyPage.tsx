import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { callApi } from '~/api/client'
import { pb } from '~/paths'
import { Button } from '~/ui/Button'
import { cn } from '~/ui/cn'
import { CODE_LENGTH, DASH_AFTER, fillFrom, formatUserCode, isComplete } from './deviceCode'

/** Confirms a CLI's device sign-in with the eight-letter code it shows. */
export function DeviceVerifyPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const [boxes, setBoxes] = useState<string[]>(() =>
    fillFrom(Array(CODE_LENGTH).fill(''), 0, search.get('user_code') ?? ''),
  )
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle')
  const [error, setError] = useState<string | null>(null)
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (i: number) => inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus()

  const type = (i: number, value: string) => {
    const next = value ? fillFrom(boxes, i, value.slice(-1)) : boxes.map((b, j) => (j === i ? '' : b))
    setBoxes(next)
    setError(null)
    if (value && next[i]) focus(i + 1)
  }

  const keyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !boxes[i] && i > 0) {
      e.preventDefault()
      setBoxes(boxes.map((b, j) => (j === i - 1 ? '' : b)))
      focus(i - 1)
    } else if (e.key === 'ArrowLeft') focus(i - 1)
    else if (e.key === 'ArrowRight') focus(i + 1)
  }

  const paste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    const next = fillFrom(boxes, i, e.clipboardData.getData('text'))
    setBoxes(next)
    setError(null)
    focus(next.findIndex((b) => !b) === -1 ? CODE_LENGTH - 1 : next.findIndex((b) => !b))
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!isComplete(boxes) || state !== 'idle') return
    setState('loading')
    try {
      await callApi('deviceAuthConfirm', { body: { userCode: formatUserCode(boxes) } })
      setState('done')
      navigate(pb.deviceSuccess())
    } catch {
      setState('idle')
      setError('Code is invalid')
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <h1 className="text-center text-2xl font-semibold tracking-tight">Device authentication</h1>
      <p id="code-help" className="mt-2 text-center text-ink-muted">
        Enter the code shown on your device to sign it in.
      </p>
      <fieldset className="mt-6" aria-describedby={error ? 'code-help code-error' : 'code-help'}>
        <legend className="sr-only">Device code</legend>
        <div className="flex items-center justify-center gap-1.5">
          {boxes.map((letter, i) => (
            <div key={i} className="flex items-center gap-1.5">
              {i === DASH_AFTER && (
                <span aria-hidden className="px-1 text-xl text-ink-muted">
                  –
                </span>
              )}
              <input
                ref={(el) => {
                  inputs.current[i] = el
                }}
                value={letter}
                onChange={(e) => type(i, e.target.value)}
                onKeyDown={(e) => keyDown(i, e)}
                onPaste={(e) => paste(i, e)}
                onFocus={(e) => e.target.select()}
                aria-label={`Letter ${i + 1} of ${CODE_LENGTH}`}
                aria-invalid={error ? true : undefined}
                autoComplete="off"
                autoCapitalize="characters"
                autoFocus={i === 0}
                maxLength={2}
                className={cn(
                  'h-12 w-10 rounded-md border bg-canvas text-center font-mono text-xl uppercase',
                  error ? 'border-danger' : 'border-line-strong focus:border-accent',
                )}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id="code-error" role="alert" className="mt-3 text-center text-danger">
          {error}
        </p>
      )}
      <Button
        type="submit"
        className="mt-6 w-full"
        disabled={!isComplete(boxes) || state === 'done'}
        loading={state === 'loading'}
      >
        Log in on device
      </Button>
    </form>
  )
}

export function DeviceSuccessPage() {
  return (
    <div className="text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Device logged in</h1>
      <p className="mt-2 text-ink-muted">You can close this window.</p>
      {/* the token the device receives is listed there, and can be revoked there */}
      <p className="mt-6">
        <Link to={pb.accessTokens()} className="text-info underline underline-offset-2 hover:text-ink">
          Your access tokens
        </Link>
      </p>
    </div>
  )
}
