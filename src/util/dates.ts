// The platform's Intl formatter: no date library weight in the first chunk for one format.
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Dates in the user's time zone for reading; ISO UTC stays in the markup's dateTime. */
export const formatDateTime = (d: Date) => dateTime.format(d)
