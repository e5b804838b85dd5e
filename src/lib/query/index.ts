export { queryClient } from './client';
export { foldPages, usePagedQuery, type Paged, type PagedListRules, type PagedQuery, type PagesLoaded } from './paged';
export { EMPTY_ID_LIST, idListRules, infiniteListProps, type IdList, type IdPage } from './id-list';
export { pushRule, type PushRule } from './pushes';
export { sessionKey, useSessionToken } from './session-key';
export { routeData } from './route-data';
export { infiniteListState, rowListRules, type RowList, type RowPage } from './rows';
export { refreshFailed, refreshOnReturn, refreshShown, type ReturnSignals } from './refresh-on-return';
export { staleSince, useAsOf, useLivePrices } from './as-of';
