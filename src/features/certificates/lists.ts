// The silo's certificates, declared apart from the page: the silo area's route table carries the
// loader (`listPage` in ~/resourceRoutes), so the calls leave as the route matches.
import { defineList } from '~/table/list'

export const certificateList = defineList({ noun: 'certificate', operation: 'certificateList' })
