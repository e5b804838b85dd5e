import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { plainSearch } from '@/lib/search';
import { AccountScreen } from './account/AccountScreen';
import { AuditScreen } from './audit/AuditScreen';
import { ConversationsScreen } from './chat/ConversationsScreen';
import { ConfigScreen } from './config/ConfigScreen';
import { CustomerScreen } from './customers/CustomerScreen';
import { CustomersScreen } from './customers/CustomersScreen';
import { DashboardScreen } from './dashboard/DashboardScreen';
import { QueueDetailScreen } from './queues/QueueDetailScreen';
import { QueueScreen } from './queues/QueueScreen';
import { ConsoleShell } from './shell/ConsoleShell';
import { LoginScreen } from './shell/LoginScreen';
import { CONSOLE_BASE } from './nav';

// The console's routes, under /admin. Everything but the sign-in sits in the shell (navigation with the queues'
// counts, the operator's menu), which sends a signed-out visitor to the sign-in.

const root = createRootRoute({ component: Outlet });
const login = createRoute({ getParentRoute: () => root, path: '/login', component: LoginScreen });
const shell = createRoute({ getParentRoute: () => root, id: 'console', component: ConsoleShell });
const child = (path: string, component: () => React.ReactNode) => createRoute({ getParentRoute: () => shell, path, component });

const routeTree = root.addChildren([
  login,
  shell.addChildren([
    child('/', DashboardScreen),
    child('/queues/$queue', QueueScreen),
    child('/queues/$queue/$id', QueueDetailScreen),
    child('/chat', ConversationsScreen),
    child('/customers', CustomersScreen),
    child('/customers/$id', CustomerScreen),
    child('/config/$page', ConfigScreen),
    child('/audit', AuditScreen),
    child('/account', AccountScreen),
  ]),
]);

export const consoleRouter = createRouter({
  routeTree,
  basepath: CONSOLE_BASE,
  scrollRestoration: false,
  defaultNotFoundComponent: DashboardScreen,
  ...plainSearch,
});
