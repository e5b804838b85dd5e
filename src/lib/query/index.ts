export { queryClient } from './client';
export { foldPages, usePagedQuery, type Paged, type PagedListRules, type PagedQuery, type PagesLoaded } from './paged';
export { pushRule, type PushRule } from './pushes';
export { sessionKey, useSessionToken } from './session-key';
export { routeData } from './route-data';
export { infiniteListState, rowListRules, type RowList, type RowPage } from './rows';
