import { format } from 'date-fns'

/** Dates in the user's time zone for reading; ISO UTC stays in the markup's dateTime. */
export const formatDateTime = (d: Date) => format(d, 'MMM d, yyyy, HH:mm')
