import { AccountScreen } from './account/AccountScreen';
import { AuditScreen } from './audit/AuditScreen';
import { ConversationsScreen } from './chat/ConversationsScreen';
import { ConfigScreen } from './config/ConfigScreen';
import { CustomerScreen } from './customers/CustomerScreen';
import { CustomersScreen } from './customers/CustomersScreen';
import { DashboardScreen } from './dashboard/DashboardScreen';
import { DeliveryFiguresScreen } from './notify/DeliveryFiguresScreen';
import { QueueDetailScreen } from './queues/QueueDetailScreen';
import { QueueScreen } from './queues/QueueScreen';
import * as route from './routing/routes';
import { ConsoleShell } from './shell/ConsoleShell';
import { LoginScreen } from './shell/LoginScreen';

// Each console route gets its screen. The routes themselves are data in routing/routes.ts, so that the screens can
// import them; an address no route knows shows the dashboard.

route.loginRoute.update({ component: LoginScreen });
route.shellRoute.update({ component: ConsoleShell });
route.dashboardRoute.update({ component: DashboardScreen });
route.queueRoute.update({ component: QueueScreen });
route.queueItemRoute.update({ component: QueueDetailScreen });
route.chatRoute.update({ component: ConversationsScreen });
route.customersRoute.update({ component: CustomersScreen });
route.customerRoute.update({ component: CustomerScreen });
route.configRoute.update({ component: ConfigScreen });
route.auditRoute.update({ component: AuditScreen });
route.accountRoute.update({ component: AccountScreen });
route.notifyFiguresRoute.update({ component: DeliveryFiguresScreen });
route.consoleRouter.update({ ...route.consoleRouter.options, defaultNotFoundComponent: DashboardScreen });

export const consoleRouter = route.consoleRouter;
