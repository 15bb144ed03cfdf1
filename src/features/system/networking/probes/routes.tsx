// Probes (experimental) under /system/networking/probes: the page asks for a project, whose
// probes are a list with the create form beside it (`probes-new/{project}`); a probe's page
// shows its interface and external addresses.
import { listPage, loadPage, resourceRoutes } from '~/resourceRoutes'
import { page } from '~/routing'
import { probeList } from './lists'

export const probeRoutes = [
  page(
    'probes',
    'Probes',
    loadPage(() => import('./ProbesPage'), 'ProbesPage'),
  ),
  ...resourceRoutes(
    'probes/:project',
    (p) => `Probes of ${p.project}`,
    listPage(probeList, () => import('./ProjectProbesPage'), 'ProjectProbesPage'),
    {
      beside: [
        page(
          'probes-new/:project',
          'New probe',
          loadPage(() => import('./ProbeCreateForm'), 'ProbeCreateForm'),
        ),
      ],
      item: ['probe', loadPage(() => import('./ProbePage'), 'ProbePage')],
    },
  ),
]
