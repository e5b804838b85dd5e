import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { CUSTOMER_RECORD_KINDS } from '@common/customer-records';
import { DECISION_SUBJECTS } from '@common/decisions';
import { QUEUE_SORTS, SORT_ORDERS } from '@common/api/queue-page';
import { oneOfText, optionalAmount, optionalId, optionalText, plainSearch, searchOf } from '@/lib/search';

// The console's routes under /admin, as data: paths, parameters and the search each screen reads, without the
// screens (router.tsx attaches them), so a screen can import its own route for typed parameters and links without
// an import circle. Everything but the sign-in sits in the shell (pathless, id `console`).

export const CONSOLE_BASE = '/admin';

/** The chat desk's status filter (the server's own words). */
export const CHAT_STATUS_FILTERS = ['open', 'closed', 'all'] as const;

/** A customer's tabs: each kind of record, their sessions, their security log and their notifications. */
export const CUSTOMER_TABS = [...CUSTOMER_RECORD_KINDS, 'sessions', 'security_log', 'notifications'] as const;

const root = createRootRoute({ component: Outlet });
export const loginRoute = createRoute({ getParentRoute: () => root, path: '/login' });
export const shellRoute = createRoute({ getParentRoute: () => root, id: 'console' });
export const dashboardRoute = createRoute({ getParentRoute: () => shellRoute, path: '/' });
export const queueRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/queues/$queue',
  // `status` is a queue's own status number, or `all`; `from` and `to` are UTC days (YYYY-MM-DD), the screen drops
  // one that is not; amounts are USD; `older_than` is hours.
  validateSearch: searchOf({
    status: optionalText,
    customer: optionalText,
    page: optionalId,
    from: optionalText,
    to: optionalText,
    min_amount: optionalAmount,
    max_amount: optionalAmount,
    older_than: optionalId,
    sort: oneOfText(QUEUE_SORTS),
    order: oneOfText(SORT_ORDERS),
  }),
});
export const queueItemRoute = createRoute({ getParentRoute: () => shellRoute, path: '/queues/$queue/$id' });
export const chatRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/chat',
  validateSearch: searchOf({ status: oneOfText(CHAT_STATUS_FILTERS), page: optionalId, id: optionalId }),
});
export const customersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/customers',
  validateSearch: searchOf({ q: optionalText, page: optionalId }),
});
export const customerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/customers/$id',
  validateSearch: searchOf({ tab: oneOfText(CUSTOMER_TABS), page: optionalId }),
});
export const configRoute = createRoute({ getParentRoute: () => shellRoute, path: '/config/$page' });
export const auditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/audit',
  // `from` and `to` are days (YYYY-MM-DD); the screen drops one that is not.
  validateSearch: searchOf({
    operator: optionalId,
    subject: oneOfText(DECISION_SUBJECTS),
    action: optionalText,
    customer: optionalText,
    from: optionalText,
    to: optionalText,
    page: optionalId,
  }),
});
export const accountRoute = createRoute({ getParentRoute: () => shellRoute, path: '/account' });
/** The notifications' delivery figures (issue 34): `from` and `to` are UTC days (YYYY-MM-DD); the screen drops one that is not. */
export const notifyFiguresRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/notify',
  validateSearch: searchOf({ from: optionalText, to: optionalText }),
});

export const consoleRouteTree = root.addChildren([
  loginRoute,
  shellRoute.addChildren([
    dashboardRoute,
    queueRoute,
    queueItemRoute,
    chatRoute,
    customersRoute,
    customerRoute,
    configRoute,
    auditRoute,
    accountRoute,
    notifyFiguresRoute,
  ]),
]);

export const consoleRouter = createRouter({
  routeTree: consoleRouteTree,
  basepath: CONSOLE_BASE,
  scrollRestoration: false,
  ...plainSearch,
});

/** The console's router type: its hooks and links are checked against it (the PWA's router holds TanStack's Register). */
export type ConsoleRouter = typeof consoleRouter;
