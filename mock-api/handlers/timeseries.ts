/**
 * Metrics: OxQL queries over generated data (see ../timeseries/), project-scoped for project
 * members and fleet-wide for fleet viewers, and the list of timeseries schemas.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, lookupReadableProject, requireFleetRole } from '../auth'
import { pageOf } from '../pagination'
import { runQuery } from '../timeseries/query'
import { metrics, schemaView } from '../timeseries/schemas'

export const timeseriesHandlers: Partial<MSWHandlers> = {
  timeseriesQuery({ query, body, ...params }) {
    const user = currentUser(params)
    // reading the project is enough: metrics are data about the project's own resources
    const project = lookupReadableProject(user, query.project)
    return runQuery(body.query, { kind: 'project', projectId: project.id })
  },

  systemTimeseriesQuery({ body, ...params }) {
    const user = currentUser(params)
    requireFleetRole(user, 'viewer')
    return runQuery(body.query, { kind: 'fleet' })
  },

  systemTimeseriesSchemaList({ query, ...params }) {
    const user = currentUser(params)
    requireFleetRole(user, 'viewer')
    // schemas have no id or name; their timeseries name is unique and serves as the sort key
    const rows = metrics.map((m) => ({ id: m.name, view: schemaView(m) }))
    return pageOf(rows, { limit: query.limit, pageToken: query.pageToken }, (r) => r.view, 'id_ascending')
  },
}
