// Probes (experimental) under /system/networking/probes: the page asks for a project, whose
// probes are a list with the create form over it (`probes-new/{project}`); a probe's page
// shows its interface and external addresses.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page, paramCrumb } from '~/routing'

export const probeRoutes: RouteObject[] = [
  page(
    'probes',
    'Probes',
    lazyPage(() => import('./ProbesPage'), 'ProbesPage', 'probesLoader'),
  ),
  listRoute({
    path: 'probes/:project',
    crumb: (p) => `Probes of ${p.project}`,
    list: lazyPage(() => import('./ProjectProbesPage'), 'ProjectProbesPage', 'projectProbesLoader'),
    beside: [
      page(
        'probes-new/:project',
        'New probe',
        lazyPage(() => import('./ProbeCreateForm'), 'ProbeCreateForm', 'probeCreateLoader'),
      ),
    ],
    item: page(
      ':probe',
      paramCrumb('probe'),
      lazyPage(() => import('./ProbePage'), 'ProbePage', 'probeLoader'),
    ),
  }),
]
