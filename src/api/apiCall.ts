// A call to the API as data: which operation, with which params. Forms and confirmed actions
// declare the call they make this way, so the console can send it and also show it (the
// equivalent request, issue 15) from one declaration. Types and one tiny helper only: this
// module sits under the entry's forms without adding to them (what only lazy modules use
// lives in ./calls).
import type { OpName, OpParams } from './client'

export type ApiCall<K extends OpName = OpName> = {
  operation: K
  params: OpParams<K>
  /** what this call does in a save of several calls, shown over it: "Read the rules as they are now" */
  note?: string
  /**
   * a body sent exactly as it is, not renamed to snake_case, for an operation whose body the
   * client does not type (a TUF root role, whose keys are TUF's)
   */
  rawBody?: unknown
}

/**
 * What a form or a confirmed action sends: one call, or several in the order they are sent.
 * One call is the list of one everywhere it is shown.
 */
export type ApiCalls = ApiCall | readonly ApiCall[]

/** `apiCall('diskDelete', { path: { disk } })`, typed by its operation. */
export const apiCall = <K extends OpName>(operation: K, params: OpParams<K>): ApiCall<K> => ({ operation, params })
