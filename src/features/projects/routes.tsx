// The silo's projects, with the create and edit forms over the list; and what every page
// inside a project loads first.
import type { RouteObject } from 'react-router'
import { fleetViewerQuery, meQuery } from '~/api/session'
import { lazyPage, listRoute, loadQueries, page } from '~/routing'
import { projectQuery } from './queries'

const forms = () => import('./ProjectForms')

export const projectListRoutes: RouteObject[] = [
  listRoute({
    path: 'projects',
    crumb: 'Projects',
    list: lazyPage(() => import('./ProjectsPage'), 'ProjectsPage', 'projectsLoader'),
    create: ['New project', lazyPage(forms, 'ProjectCreateForm')],
    // beside the list, not over it: the project's own pages live under `projects/:project`
    beside: [page('projects/:project/edit', 'Edit project', lazyPage(forms, 'ProjectEditForm', 'projectEditLoader'))],
  }),
]

/** The session and the project, together: every page of a project needs both. */
export const projectLayoutLoader = loadQueries((p) => [meQuery, fleetViewerQuery, projectQuery(p.project)])
