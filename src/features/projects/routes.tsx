// The silo's projects, with the create and edit forms over the list; and what every page
// inside a project loads first.
import type { RouteObject } from 'react-router'
import { projectPolicyReadQuery } from '~/api/queries'
import { explainerReads, sessionReads } from '~/api/session'
import type { RouteParams } from '~/params'
import { listPage, resourceRoutes } from '~/resourceRoutes'
import { lazyPage, page, type AnyQuery } from '~/routing'
import { projectList } from './lists'
import { projectQuery } from './queries'

const forms = () => import('./ProjectForms')

/** The console's front door: the list's calls leave as its route matches, beside the page's code. */
export const projectListRoutes: RouteObject[] = resourceRoutes(
  'projects',
  'Projects',
  listPage(projectList, () => import('./ProjectsPage'), 'ProjectsPage'),
  {
    create: ['New project', lazyPage(forms, 'ProjectCreateForm')],
    // beside the list, not over it: the project's own pages live under `projects/:project`
    beside: [page('projects/:project/edit', 'Edit project', lazyPage(forms, 'ProjectEditForm', 'projectEditLoader'))],
  },
)

/** What a project's shell stands on: the session, and the project itself. */
export const projectShellReads = (p: RouteParams) => [...sessionReads(), projectQuery(p.project)]

/**
 * What a project page's permission explainers read besides the session: the shells' (the
 * user's groups, the silo's policy) and the project's policy, started with the layout's first
 * calls rather than after the page's first row.
 */
export const projectExplainerReads = ({ project }: RouteParams): AnyQuery[] => [
  ...explainerReads(),
  projectPolicyReadQuery(project),
]
