// Code the figures run inside the page. Each function is serialised by Playwright, so it
// may use nothing from this module's scope.

/**
 * An init script: counts the page's API calls, so that a figure can wait for every call a
 * navigation started, name them, and tell the time the API took (headers in, from the call)
 * from the rest. Over the network (the production bundle) they are the page's fetches; the
 * in-browser mock answers them in the page, in front of any wrapper of fetch made before it,
 * and tells of each one instead (mock-api/calls-seen.ts).
 */
export function countFetches() {
  const original = window.fetch
  // answeredAt[i] is when started[i] answered (null until then); answeredMs is in answer order;
  // sentAt[i] is when the page sent it by the mock's stamp (mock-api/sent-at.ts), if stamped
  const state = {
    inFlight: 0,
    started: [],
    startedAt: [],
    sentAt: [],
    answeredAt: [],
    answeredMs: [],
    skipLaterPages: false,
  }
  window.__benchFetches = state
  // a later page of a list, read ahead while the user reads this one (src/table/nextPage.ts),
  // 300 ms after this page's answer: not part of this page, so no figure waits for it
  const skipped = (url) => state.skipLaterPages && new URL(url, location.href).searchParams.has('page_token')
  const begin = (url, sent) => {
    const index = state.started.push(url) - 1
    state.startedAt.push(performance.now())
    state.sentAt.push(sent)
    state.answeredAt.push(null)
    state.inFlight++
    return index
  }
  const end = (index) => {
    state.inFlight--
    state.answeredAt[index] = performance.now()
    state.answeredMs.push(state.answeredAt[index] - state.startedAt[index])
  }
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (skipped(url)) return original.call(this, input, init)
    const index = begin(url, null)
    return original.call(this, input, init).finally(() => end(index))
  }
  const taken = new Map()
  window.addEventListener('mock-api:request', ({ detail: { id, request } }) => {
    if (skipped(request.url)) return
    const sent = Number(request.headers.get('x-mock-sent-at') ?? Number.NaN)
    taken.set(id, begin(request.url, Number.isFinite(sent) ? sent : null))
  })
  window.addEventListener('mock-api:response', ({ detail: { id } }) => {
    if (!taken.has(id)) return
    end(taken.get(id))
    taken.delete(id)
  })
}

/**
 * Navigates on the client to `path` (as a link would, without one on screen), or clicks the
 * `link` { nav, text } of a navigation landmark, and resolves when the table `label` shows
 * `rows` rows, the first with `firstCell`, and the network has been quiet for `quietMs`:
 * no fetch in flight and none started (a row's cell may start its call a few frames after
 * the rows render, once it is on screen); the list's next page, read ahead, is
 * not this page's and is not waited for. Milliseconds to the first row and to the start of
 * that quiet, the URLs fetched on the way, and the longest of those calls. With `listCall`
 * (the list's path, `/v1/disks`), the first row's time is split around that call: until it
 * left, the call itself, and from its answer to the row on screen. (Not "the last call
 * answered before the row": the page left behind may still poll, and its answer can land
 * just before the row.)
 */
export async function clientNavigation({ path, link, label, firstCell, rows, listCall, quietMs = 150 }) {
  const fetches = window.__benchFetches
  fetches.skipLaterPages = true
  const startedBefore = fetches.started.length
  const answeredBefore = fetches.answeredMs.length
  const t0 = performance.now()
  if (path) {
    window.history.pushState({}, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  } else {
    const nav = [...document.querySelectorAll('nav')].find((n) => n.getAttribute('aria-label') === link.nav)
    const a = [...(nav?.querySelectorAll('a') ?? [])].find((x) => x.textContent.trim() === link.text)
    if (!a) throw new Error(`no link ${link.text} in the ${link.nav} navigation`)
    a.click()
  }
  const shown = () => document.querySelectorAll(`table[aria-label="${label}"] tbody tr`).length
  // the first cell with words: a list with bulk actions starts each row with its checkbox
  const first = () =>
    [...(document.querySelector(`table[aria-label="${label}"] tbody tr`)?.cells ?? [])]
      .map((c) => c.textContent)
      .find(Boolean)
  let firstRowAt = null
  // since when the page has been complete: every row shown, no call in flight, none new
  let quiet = null
  await new Promise((resolve) => {
    const check = () => {
      const now = performance.now()
      if (firstRowAt === null && first() === firstCell) firstRowAt = now
      const complete = firstRowAt !== null && shown() === rows && fetches.inFlight === 0
      if (!complete || (quiet && fetches.started.length !== quiet.calls)) quiet = null
      if (complete && !quiet) quiet = { since: now, calls: fetches.started.length }
      if (quiet && now - quiet.since >= quietMs) resolve()
      else requestAnimationFrame(check)
    }
    check()
  })
  fetches.skipLaterPages = false
  const isList = (url) => new URL(url, location.href).pathname === listCall
  // the list's call that answered last before the row (a failed first try would come before)
  let waitedFor = null
  for (let i = startedBefore; i < fetches.started.length; i++) {
    const answered = fetches.answeredAt[i]
    if (listCall && isList(fetches.started[i]) && answered !== null && answered <= firstRowAt)
      waitedFor = { started: fetches.startedAt[i], answered }
  }
  return {
    firstRowMs: firstRowAt - t0,
    firstRowSplit: waitedFor && {
      beforeCallMs: waitedFor.started - t0,
      callMs: waitedFor.answered - waitedFor.started,
      afterAnswerMs: firstRowAt - waitedFor.answered,
    },
    completeMs: quiet.since - t0,
    fetched: fetches.started.slice(startedBefore),
    longestCallMs: Math.max(0, ...fetches.answeredMs.slice(answeredBefore)),
  }
}

/**
 * Clicks Next until the last page of the table `label` (or `maxPages`), timing each page from
 * the click to its first row on screen (another first cell than before) with every fetch
 * answered, or only to that row (`untilRow`); with `readMs`, each page is read that long
 * first, as a user would while the console reads the next page ahead (src/table/nextPage.ts).
 * Without it, each click still waits until the frame that showed the page's rows is drawn: a
 * user clicks Next on a page they can see. Clicking in the frame that found the rows, before
 * its layout and paint, charged those to the next page (the router reads the scroll position
 * as a navigation starts, which lays the page out there and then): 10,000 disks, each next
 * page 148-150 ms clicked so, 85-91 ms clicked once drawn (medians of 30, two runs).
 */
export async function pageThrough({ label, maxPages, readMs = 0, untilRow = false }) {
  const fetches = window.__benchFetches
  const next = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next')
  const first = () =>
    [...(document.querySelector(`table[aria-label="${label}"] tbody tr`)?.cells ?? [])]
      .map((c) => c.textContent)
      .find(Boolean)
  const pageMs = []
  const apiMs = []
  const t0 = performance.now()
  while (next() && !next().disabled && pageMs.length + 1 < maxPages) {
    if (readMs) await new Promise((resolve) => setTimeout(resolve, readMs))
    else await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    const before = first()
    const answeredBefore = fetches.answeredMs.length
    const started = performance.now()
    next().click()
    await new Promise((resolve) => {
      const shown = () => first() !== before && (untilRow || fetches.inFlight === 0)
      const check = () => (shown() ? resolve() : requestAnimationFrame(check))
      check()
    })
    pageMs.push(performance.now() - started)
    // the longest call of the page: calls in parallel overlap, and the page waits for all
    apiMs.push(Math.max(0, ...fetches.answeredMs.slice(answeredBefore)))
  }
  return { totalMs: performance.now() - t0, pages: pageMs.length + 1, pageMs, apiMs, last: first() }
}

/** Median milliseconds of `n` sequential fetches of `url`: the mock's round trip as the page sees it. */
export async function roundTripMs({ url, n }) {
  const times = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    const res = await fetch(url)
    await res.arrayBuffer()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(n / 2)]
}
