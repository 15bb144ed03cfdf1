// One console session: the terminal, the socket behind it, and the state the page shows.
import { useCallback, useEffect, useRef, useState } from 'react'
import { closeMessage, typedBytes } from './stream'
import type { ConsoleTerminal } from './xterm'

export type ConsoleStatus =
  /** the instance is in a state with no console; nothing is attempted */
  { state: 'unavailable' } | { state: 'connecting' } | { state: 'connected' } | { state: 'closed'; reason: string }

// WebSocket.OPEN; spelled out because a socket may be a stand-in (the mock's) without the statics
const OPEN = 1

const LOAD_FAILED = 'The terminal could not be loaded. Reload the page to try again.'

type Options = {
  url: string
  /** false while the instance has no console: no terminal, no socket */
  enabled: boolean
  /** told whenever a connection ends, e.g. to re-read the instance's state */
  onClosed?: () => void
}

/**
 * Opens a terminal in `hostRef`'s element and connects it to the stream at `url`. The
 * connection is made once per mount and per `reconnect()`, never on its own: a refused
 * console (a viewer, a stopped instance) would only be refused again.
 */
export function useSerialConsole({ url, enabled, onClosed }: Options) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [terminal, setTerminal] = useState<ConsoleTerminal | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [status, setStatus] = useState<ConsoleStatus>({ state: 'connecting' })
  const [attempt, setAttempt] = useState(0)
  const socketRef = useRef<WebSocket | null>(null)
  // the socket the user chose to close, so its end reads as a choice and not a failure
  const closedByUser = useRef<WebSocket | null>(null)
  const onClosedRef = useRef(onClosed)
  useEffect(() => {
    onClosedRef.current = onClosed
  })

  // One connection per terminal, url and attempt. Declared before the terminal's effect so
  // that on unmount the socket is let go while the terminal still exists.
  useEffect(() => {
    if (!terminal) return
    // the stream replays the instance's recent output, so earlier output would be doubled
    terminal.reset()
    const socket = new WebSocket(url)
    // binary frames as ArrayBuffers, which xterm takes as they are; Blobs would need reading
    socket.binaryType = 'arraybuffer'
    socketRef.current = socket
    const listening = new AbortController()
    const { signal } = listening

    socket.addEventListener(
      'open',
      () => {
        setStatus({ state: 'connected' })
        terminal.setInputEnabled(true)
        terminal.focus()
      },
      { signal },
    )
    socket.addEventListener(
      'message',
      (event: MessageEvent<unknown>) => {
        if (event.data instanceof ArrayBuffer) terminal.write(new Uint8Array(event.data))
        // the API sends binary frames only; text would be a surprise, but still output
        else if (typeof event.data === 'string') terminal.write(typedBytes(event.data))
      },
      { signal },
    )
    socket.addEventListener(
      'close',
      (event: CloseEvent) => {
        terminal.setInputEnabled(false)
        const reason = closedByUser.current === socket ? 'You disconnected' : closeMessage(event.code, event.reason)
        setStatus({ state: 'closed', reason })
        onClosedRef.current?.()
      },
      { signal },
    )
    // an 'error' event is always followed by 'close', which carries the reason

    const stopInput = terminal.onInput((bytes) => {
      if (socket.readyState === OPEN) socket.send(bytes)
    })

    return () => {
      // leaving the page (or replacing the connection) is not news to show
      listening.abort()
      stopInput()
      socket.close()
      if (socketRef.current === socket) socketRef.current = null
    }
  }, [terminal, url, attempt])

  // The terminal lives as long as the instance has a console. xterm is fetched here, on
  // first need, rather than with the page.
  useEffect(() => {
    if (!enabled) return
    let cancelled = false
    let term: ConsoleTerminal | undefined
    import('./xterm').then(
      ({ openTerminal }) => {
        if (cancelled || !hostRef.current) return
        term = openTerminal(hostRef.current)
        // set together with the terminal, so no frame shows a previous session's state
        setStatus({ state: 'connecting' })
        setTerminal(term)
      },
      () => !cancelled && setLoadFailed(true),
    )
    return () => {
      cancelled = true
      term?.dispose()
      setTerminal(null)
    }
  }, [enabled])

  const reconnect = useCallback(() => {
    setStatus({ state: 'connecting' })
    setAttempt((n) => n + 1)
  }, [])
  const disconnect = useCallback(() => {
    const socket = socketRef.current
    if (!socket) return
    closedByUser.current = socket
    socket.close()
  }, [])

  const shown: ConsoleStatus = !enabled
    ? { state: 'unavailable' }
    : loadFailed
      ? { state: 'closed', reason: LOAD_FAILED }
      : terminal
        ? status
        : { state: 'connecting' }

  return { hostRef, status: shown, reconnect, disconnect, canReconnect: !loadFailed }
}
