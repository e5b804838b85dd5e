import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPE, accountLog, forexChange, transfer, transferLog } from '../../../common/api/wallet';
import * as walletInput from '../../../common/api/input/wallet';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { ledgerPage } from '../../wallet/ledger-entries';
import { kindOfType, transferBetweenAccounts, transferLog as readTransferLog } from '../../wallet/transfers';
import { requireRealUser } from '../api-error';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../sessions';

// The ledger and transfers between a user's own accounts (balances are answered with the user's own calls).

/** Told after a transfer moved money in or out of the contract account, so the contract engine reads it again. */
export type ContractCashChanged = (userId: number) => Promise<void>;

export function registerWalletAccountRoutes(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
  sessions: SessionResolver,
  contractCashChanged: ContractCashChanged,
): void {
  registerEndpoint(app, sessions, accountLog, walletInput.accountLog, ({ input, user, request }) =>
    ledgerPage(db, request.translate, {
      userId: user.id,
      page: input.page,
      type: input.type,
      accountKind: input.accountTypeId === undefined ? undefined : kindOfType(input.accountTypeId),
    }),
  );

  registerEndpoint(app, sessions, forexChange, walletInput.forexChange, ({ input, user, request }) =>
    ledgerPage(db, request.translate, { userId: user.id, page: input.page, type: input.type, accountKind: 'forex' }),
  );

  registerEndpoint(app, sessions, transfer, walletInput.transfer, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    const entry = await transferBetweenAccounts(db, clock, user.id, { from: input.from, to: input.to, amount: input.balance });
    if (entry.from === ACCOUNT_TYPE.forex || entry.to === ACCOUNT_TYPE.forex) await contractCashChanged(user.id);
    succeedWith(messages.transferDone);
    return entry;
  });

  registerEndpoint(app, sessions, transferLog, walletInput.transferLog, ({ input, user }) => readTransferLog(db, user.id, input.type, input.page));
}
