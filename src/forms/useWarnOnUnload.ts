import { useEffect } from 'react'

/** While `active`, closing or reloading the tab asks first, with the browser's own prompt. */
export function useWarnOnUnload(active: boolean) {
  useEffect(() => {
    if (!active) return
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      // older Chromium needs a return value to show the prompt
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])
}
