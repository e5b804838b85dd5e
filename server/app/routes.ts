import { fileURLToPath } from 'node:url';
import { registerChatFrame } from '../chat/frame-page';
import { registerNotFound } from '../http/error-handler';
import { registerPwa } from '../http/pwa';
import { registerCodeRoutes } from '../http/routes/access-codes';
import { registerLoginRoutes } from '../http/routes/access-login';
import { registerAdminRoutes } from '../http/routes/admin';
import { registerAlertRoutes } from '../http/routes/alert';
import { registerTickRoutes } from '../http/routes/ticks';
import { registerAdminConfigRoutes } from '../http/routes/admin-config';
import { registerAdminConsoleRoutes } from '../http/routes/admin-console';
import { registerAdminCustomerCareRoutes } from '../http/routes/admin-customer-care';
import { registerAdminLoanRoutes } from '../http/routes/admin-loan';
import { registerAdminNotifyRoutes } from '../http/routes/admin-notify';
import { registerAdminQueueActionRoutes } from '../http/routes/admin-queue-actions';
import { registerAdminWalletRoutes } from '../http/routes/admin-wallet';
import { registerChatRoutes } from '../http/routes/chat';
import { registerContentRoutes } from '../http/routes/content';
import { registerFollowRoutes } from '../http/routes/follow';
import { registerFundRoutes } from '../http/routes/fund';
import { registerHealthRoutes } from '../http/routes/health';
import { registerLoanRoutes } from '../http/routes/loan';
import { registerMarketRoutes } from '../http/routes/market';
import { registerMicroRoutes } from '../http/routes/micro';
import { registerNotifyRoutes } from '../http/routes/notify';
import { registerSignInRoutes } from '../http/routes/access-sign-in';
import { registerSecurityRoutes } from '../http/routes/security';
import { registerPasskeyRoutes } from '../http/routes/security-passkeys';
import { registerSessionRoutes } from '../http/routes/security-sessions';
import { registerSafeguardRoutes } from '../http/routes/security-safeguards';
import { registerSettingsRoutes } from '../http/routes/settings';
import { registerTradeRoutes } from '../http/routes/trade';
import { registerProtectionRoutes } from '../http/routes/protection';
import { registerStatementRoutes } from '../http/routes/statement';
import { registerAdminProtectionRoutes } from '../http/routes/admin-protection';
import { registerUploadRoutes } from '../http/routes/uploads';
import { registerUserRoutes } from '../http/routes/user';
import { registerWalletAccountRoutes } from '../http/routes/wallet-accounts';
import { registerWalletDepositRoutes } from '../http/routes/wallet-deposit';
import { registerWalletIdentityRoutes } from '../http/routes/wallet-identity';
import { registerWalletWithdrawalRoutes } from '../http/routes/wallet-withdrawal';
import { registerWatchlistRoutes } from '../http/routes/watchlist';
import type { AppDeps } from './types';
import type { Infrastructure } from './infrastructure';
import type { Services } from './services';

const DEFAULT_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

// The app's last part (server/app.ts): every route, each area's file given only the services it calls; then the
// PWA's files and the not-found answer, which must come after every route.

export async function registerRoutes(deps: AppDeps, infra: Infrastructure, services: Services, uploadsDir: string): Promise<void> {
  const { db, clock } = deps;
  const { http, sessions, hub, operatorHub, leadership, sessionsEnded } = infra;
  const { market, contracts, micro, alerts, copying, access, announce, pushLoan } = services;
  registerHealthRoutes(http, db, clock, sessions);
  registerSettingsRoutes(http, db, sessions);
  registerCodeRoutes(http, access);
  registerLoginRoutes(http, access);
  registerSignInRoutes(http, access);
  // Security emails (server/security/security-email.ts) go through the access notifier, their freeze link to PUBLIC_ORIGIN.
  const mailer = { db, clock, notifier: access.notifier, publicOrigin: deps.config.publicOrigin };
  registerUserRoutes(http, access, mailer);
  registerSecurityRoutes(http, { db, clock, secrets: deps.secrets }, sessions, mailer);
  registerPasskeyRoutes(http, { db, clock, sessions, relyingParty: deps.config, mailer });
  registerSessionRoutes(http, { db, clock, secrets: deps.secrets, sessions, sessionsEnded });
  registerSafeguardRoutes(http, { ...mailer, sessions, sessionsEnded });
  registerNotifyRoutes(http, { db, clock, sessions, vapidPublicKey: services.vapidPublicKey, publicOrigin: deps.config.publicOrigin });
  registerAlertRoutes(http, sessions, alerts);
  registerAdminRoutes(http, { db, clock, notifier: access.notifier, secrets: deps.secrets, idleMinutes: deps.config.operatorIdleMinutes });
  registerMarketRoutes(http, db, clock, market, sessions);
  registerTickRoutes(http, { db, sessions, market, signer: services.tickSigner });
  registerWatchlistRoutes(http, db, clock, market, sessions);
  registerTradeRoutes(http, sessions, contracts, services.protection);
  registerProtectionRoutes(http, { db, clock, sessions, protection: services.protection });
  registerMicroRoutes(http, sessions, micro, services.protection);
  registerWalletAccountRoutes(http, db, clock, sessions, contracts);
  registerStatementRoutes(http, { db, clock, sessions, publicOrigin: deps.config.publicOrigin });
  registerWalletWithdrawalRoutes(http, db, clock, sessions);
  registerWalletDepositRoutes(http, db, clock, sessions, services.protection);
  registerWalletIdentityRoutes(http, db, clock, sessions);
  registerAdminWalletRoutes(http, db, clock);
  registerFundRoutes(http, db, clock, sessions);
  registerLoanRoutes(http, db, clock, sessions);
  registerAdminLoanRoutes(http, db, clock, pushLoan);
  registerAdminQueueActionRoutes(http, db, clock);
  registerContentRoutes(http, db, clock, sessions);
  registerAdminConsoleRoutes(http, { db, clock, market, contracts, leadership, sessionsEnded, nodeId: deps.nodeId });
  registerAdminConfigRoutes(http, { db, clock, market, announce });
  registerAdminProtectionRoutes(http, { db, clock, market, protection: services.protection, announce });
  registerAdminCustomerCareRoutes(http, { db, clock });
  registerAdminNotifyRoutes(http, { db, clock });
  registerChatFrame(http);
  registerChatRoutes(http, db, clock, sessions, {
    user: (userId, push) => hub.pushToUser(userId, 'SUPPORT_CHAT', push),
    operators: (push) => operatorHub.push('SUPPORT_CHAT', push),
  });
  await registerUploadRoutes(http, { db, clock, sessions, dir: uploadsDir });
  registerFollowRoutes(http, { db, clock, sessions, market, engine: contracts, copying, protection: services.protection, uploadsDir });
  const fallback = await registerPwa(http, deps.distDir ?? DEFAULT_DIST);
  registerNotFound(http, fallback);
}
