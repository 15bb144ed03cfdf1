// Chromium with no test tool's instruments in it, for the upload figures. Playwright turns on
// DevTools' network events in every page, and with them Chromium copies each request body it
// holds in memory into an event, base64-encoded, for the test tool to read: a 64 MiB upload
// sent as byte bodies (what a browser with no DevTools attached sends fastest) went at 22 MiB/s
// under Playwright against 85 without it (the same page, the same sink). A user's browser
// does none of that, so the uploads are timed in a browser driven over the DevTools protocol
// directly, with only the page and runtime calls the figures need.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs'

const mb = (bytes) => bytes / 1024 / 1024

/** A DevTools protocol connection over Chromium's pipe (fd 3 in, fd 4 out, NUL-separated JSON). */
function connect(toBrowser, fromBrowser) {
  let nextId = 1
  const waiting = new Map()
  let pending = ''
  fromBrowser.setEncoding('utf8')
  fromBrowser.on('data', (text) => {
    const messages = (pending + text).split('\0')
    pending = messages.pop()
    for (const message of messages) {
      const { id, result, error } = JSON.parse(message)
      const call = waiting.get(id)
      if (!call) continue
      waiting.delete(id)
      if (error) call.reject(new Error(`${call.method}: ${error.message}`))
      else call.resolve(result)
    }
  })
  // a browser gone answers nothing more: what waits fails rather than hangs
  fromBrowser.on('close', () => {
    for (const { reject, method } of waiting.values()) reject(new Error(`${method}: the browser closed`))
    waiting.clear()
  })
  return (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      waiting.set(id, { resolve, reject, method })
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
    })
}

/**
 * A page of a fresh Chromium (its own profile, the browser tests' flags), with the cookies of
 * a Playwright `storageState`, and the little a figure asks of it. `close()` ends the browser.
 */
export async function openBarePage({ storageState } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const send = connect(child.stdio[3], child.stdio[4])
  const close = async () => {
    await send('Browser.close').catch(() => child.kill())
    await exited
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    const cookies = (storageState?.cookies ?? []).map(({ expires, ...cookie }) =>
      expires > 0 ? { ...cookie, expires } : cookie,
    )
    if (cookies.length) await send('Storage.setCookies', { cookies })
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' })
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true })
    const call = (method, params) => send(method, params, sessionId)
    return { call, ...pageCalls(call), close }
  } catch (e) {
    await close()
    throw e
  }
}

/** Runs `fn` (a function, or an expression's text) in the page with `arg`; its value, awaited. */
async function evaluateIn(call, fn, arg) {
  const expression = typeof fn === 'function' ? `(${fn})(${JSON.stringify(arg ?? null)})` : fn
  const { result, exceptionDetails } = await call('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  })
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
  return result.value
}

/** Waits in the page until `fn(arg)` is truthy (checked every 20 ms); its value (true for an object). */
const waitIn = (call, fn, arg, timeoutMs = 60_000) =>
  evaluateIn(
    call,
    `new Promise((resolve, reject) => {
      const until = performance.now() + ${timeoutMs}
      const check = () => {
        const found = (${fn})(${JSON.stringify(arg ?? null)})
        // a node or other object cannot come back by value
        if (found) resolve(typeof found === 'object' ? true : found)
        else if (performance.now() > until) reject(new Error(${JSON.stringify(`timed out waiting for ${fn}`)}))
        else setTimeout(check, 20)
      }
      check()
    })`,
  )

/** The form control a label names (its text, trimmed, starting with `label`). */
function controlLabelled(label) {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith(label))
  return found?.control ?? null
}

function pageCalls(call) {
  return {
    evaluate: (fn, arg) => evaluateIn(call, fn, arg),
    waitFor: (fn, arg, timeoutMs) => waitIn(call, fn, arg, timeoutMs),
    // (the page agent runs such scripts only once enabled)
    addInitScript: async (fn) => {
      await call('Page.enable')
      await call('Page.addScriptToEvaluateOnNewDocument', { source: `(${fn})()` })
    },
    async goto(url) {
      await call('Page.navigate', { url })
      await waitIn(call, () => document.readyState === 'complete')
    },
    /** Types `text` into the control labelled `label`, as a keyboard would (React sees input events). */
    async fill(label, text) {
      await waitIn(call, controlLabelled, label)
      await evaluateIn(call, `(${controlLabelled})(${JSON.stringify(label)}).focus()`)
      await call('Input.insertText', { text })
    },
    /** Chooses `path` in the file input labelled `label`. */
    async setInputFile(label, path) {
      const { result } = await call('Runtime.evaluate', {
        expression: `(${controlLabelled})(${JSON.stringify(label)})`,
      })
      if (!result.objectId) throw new Error(`no file input labelled ${label}`)
      await call('DOM.setFileInputFiles', { files: [path], objectId: result.objectId })
    },
    /** Clicks the button whose text is `text`. */
    clickButton: (text) =>
      evaluateIn(
        call,
        (t) => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === t)
          if (!button) throw new Error(`no button ${t}`)
          button.click()
          return true
        },
        text,
      ),
  }
}

/**
 * Samples a page's JS heap every 50 ms (garbage included: that is what the tab holds) until
 * `stop()`, which resolves to the MB before (after a GC), at the peak, and after a GC. `call`
 * sends a DevTools protocol command to the page (a bare page's `call`).
 */
export async function sampleHeap(call) {
  await call('HeapProfiler.collectGarbage')
  const before = (await call('Runtime.getHeapUsage')).usedSize
  let peak = before
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      const { usedSize } = await call('Runtime.getHeapUsage')
      peak = Math.max(peak, usedSize)
      await new Promise((r) => setTimeout(r, 50))
    }
  })()
  return async () => {
    sampling = false
    await sampler
    await call('HeapProfiler.collectGarbage')
    const after = (await call('Runtime.getHeapUsage')).usedSize
    return { heapBeforeMb: mb(before), heapPeakMb: mb(peak), heapAfterMb: mb(after) }
  }
}
