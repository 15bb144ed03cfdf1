// Follows the instances whose state changes the user asked for until each gets where it was
// asked to go, then ends its activity entry. Loaded only while such an entry runs (the top bar
// mounts it), so it costs the first page nothing; after a reload it picks the entries up again.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiq } from '~/api/client'
import { isNotFound } from '~/api/errors'
import { isWatched, powerData, verdict, type Seen } from './power'
import { activities, useActivities, type Activity } from './store'

/** As often as the instance pages poll a changing instance. */
const POLL_MS = 1000
/** At most this many instances are polled at once; the rest wait their turn (bulk stops). */
const AT_ONCE = 10

function Watch({ entry }: { entry: Activity }) {
  const data = powerData(entry)!
  // the instance page's own query, so both share one reading
  const query = useQuery({
    ...apiq('instanceView', { path: { instance: data.instance }, query: { project: data.project } }),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: true,
  })
  const seen: Seen | undefined = isNotFound(query.error)
    ? { gone: true }
    : query.data && { state: query.data.runState, at: query.dataUpdatedAt }
  const key = seen && ('gone' in seen ? 'gone' : `${seen.state}@${seen.at}`)
  useEffect(() => {
    const v = verdict(data, seen, entry.startedAt, Date.now())
    if (v.kind === 'left') activities.update(entry.id, { data: { ...data, left: true } })
    else if (v.kind === 'end') activities.finish(entry.id, v.status, v.detail)
    // decided again on each new reading, not on each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, data.left])
  return null
}

export default function InstanceWatcher() {
  const watched = useActivities().filter(isWatched).slice(0, AT_ONCE)
  return watched.map((entry) => <Watch key={entry.id} entry={entry} />)
}
