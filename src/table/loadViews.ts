// A step between the lists and their views' code (ViewedList): imported straight from the
// list module, the views' chunk brings a table of the chunks it needs into every list's
// first load (~250 B gzip); this module needs none, so only its own, small, import goes there.
export const loadViewsModule = () => import('./ViewedList')
