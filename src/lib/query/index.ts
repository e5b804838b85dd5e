export { queryClient } from './client';
export { foldPages, usePagedQuery, type Paged, type PagedListRules, type PagedQuery, type PagesLoaded } from './paged';
export { pushRule, type PushRule } from './pushes';
export { sessionKey, useSessionToken } from './session-key';
export { routeData } from './route-data';
export { refreshFailed, refreshOnReturn, refreshShown, type ReturnSignals } from './refresh-on-return';
